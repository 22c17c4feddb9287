/** fillMarks and navPieces: bytes go into the shell at its marks, and the nav's current link is marked without a string per request. */
import { describe, expect, it } from 'vitest';
import { markCurrent } from '../ui/NavTree';
import { navFor } from './site';
import { BODY_MARK, CSS_MARK, NAV_MARK, fillMarks, navPieces } from './splice';

const enc = new TextEncoder();
const joined = (pieces: Uint8Array[]) => new TextDecoder().decode(new Uint8Array(pieces.flatMap((p) => [...p])));

describe('fillMarks', () => {
  const shell = `<html><head><style>${CSS_MARK}</style></head><body><nav>${NAV_MARK}</nav><main>${BODY_MARK}</main><footer>é — 表格</footer></body></html>`;
  const fills = (body: string[]) =>
    [
      [CSS_MARK, [enc.encode('a{b:c}')]],
      [NAV_MARK, [enc.encode('<a href="/x">'), enc.encode('X</a>')]],
      [BODY_MARK, body.map((b) => enc.encode(b))],
    ] as const;

  it("puts each mark's bytes in its place, the text around them encoded as UTF-8", () => {
    const pieces = fillMarks(shell, fills(['<h1>Sorting</h1>', '<p>rows — in order</p>']));
    expect(joined(pieces)).toBe(shell.replace(CSS_MARK, 'a{b:c}').replace(NAV_MARK, '<a href="/x">X</a>').replace(BODY_MARK, '<h1>Sorting</h1><p>rows — in order</p>'));
    // The body's bytes pass as they are: the very same array, never copied or decoded.
    const body = enc.encode('<p>kept</p>');
    expect(fillMarks(shell, [[BODY_MARK, [body]]])).toContain(body);
  });

  it('an absent mark adds nothing, an empty fill leaves no trace, and no empty piece is made', () => {
    const noCss = shell.replace(`<style>${CSS_MARK}</style>`, '');
    const pieces = fillMarks(noCss, fills([]));
    expect(joined(pieces)).toBe(noCss.replace(NAV_MARK, '<a href="/x">X</a>').replace(BODY_MARK, ''));
    expect(pieces.every((p) => p.length > 0)).toBe(true);
  });

  it('replaces the first mark only, in document order, and passes a later copy as text', () => {
    const twice = `a${BODY_MARK}b${BODY_MARK}c`;
    expect(joined(fillMarks(twice, [[BODY_MARK, [enc.encode('X')]]]))).toBe(`aXb${BODY_MARK}c`);
    // A mark looked for before the one found first is not looked for behind it.
    expect(
      joined(
        fillMarks(`${NAV_MARK}${CSS_MARK}`, [
          [CSS_MARK, [enc.encode('C')]],
          [NAV_MARK, [enc.encode('N')]],
        ]),
      ),
    ).toBe(`${NAV_MARK}C`);
  });

  it('without marks the text passes whole', () => {
    expect(joined(fillMarks('<p>plain — 文本</p>', fills(['x'])))).toBe('<p>plain — 文本</p>');
  });
});

describe('navPieces', () => {
  const nav =
    '<nav><details data-nav-group="/x/g"><summary>Grid — 表格</summary><ul><li><a href="/x/a">A 数据</a></li><li><a href="/x/b">B</a></li></ul></details>' +
    '<details data-nav-group="/x/h"><summary>H</summary><ul><li><a href="/x/c">C</a></li><li><a href="/x/a">A again</a></li></ul></details></nav>';
  it.each([
    ['/x/a', ['/x/g']],
    ['/x/c', ['/x/h', '/x/h']],
    ['/x/b', ['/x/h', '/x/g']],
    ['/x/none', []],
    ['/x/none', ['/x/missing']],
  ])('gives the bytes of markCurrent for %s under %j', (href, ancestors) => {
    expect(joined(navPieces(nav, href, ancestors))).toBe(markCurrent(nav, href, ancestors));
  });

  it('gives the bytes of markCurrent on the real nav of each locale, for every page of it', () => {
    for (const locale of ['en', 'zh'] as const) {
      const html = navFor(locale);
      const hrefs = [...html.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]!);
      const groups = [...html.matchAll(/<details data-nav-group="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(100);
      for (const [i, href] of hrefs.entries()) {
        const ancestors = [groups[i % groups.length]!, groups[(i * 7) % groups.length]!];
        expect(joined(navPieces(html, href, ancestors))).toBe(markCurrent(html, href, ancestors));
      }
    }
  });
});
