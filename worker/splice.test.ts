/** fillMarks and navPieces: bytes go into the shell at its marks, and the nav's current link is marked without a string per request. */
import { describe, expect, it } from 'vitest';
import { concatBytes } from '../lib/bytes';
import { markCurrent } from '../ui/NavTree';
import { navFor } from './site';
import { BODY_MARK, CSS_MARK, NAV_MARK, fillMarks, navPieces } from './splice';

const enc = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const joined = (pieces: Uint8Array[]) => text(concatBytes(pieces));

describe('fillMarks', () => {
  const shell = `<html><head><style>${CSS_MARK}</style></head><body><nav>${NAV_MARK}</nav><main>${BODY_MARK}</main><footer>é — 表格</footer></body></html>`;
  const fills = (body: string[]) =>
    [
      [CSS_MARK, [enc.encode('a{b:c}')]],
      [NAV_MARK, [enc.encode('<a href="/x">'), enc.encode('X</a>')]],
      [BODY_MARK, body.map((b) => enc.encode(b))],
    ] as const;

  it("puts each mark's bytes in its place, the text around them encoded as UTF-8, after the lead", () => {
    const page = fillMarks(shell, fills(['<h1>Sorting</h1>', '<p>rows — in order</p>']), enc.encode('<!DOCTYPE html>'));
    expect(text(page)).toBe('<!DOCTYPE html>' + shell.replace(CSS_MARK, 'a{b:c}').replace(NAV_MARK, '<a href="/x">X</a>').replace(BODY_MARK, '<h1>Sorting</h1><p>rows — in order</p>'));
    // Bytes that are not valid UTF-8 on their own pass unchanged: the body is copied, never decoded.
    const half = new Uint8Array([0xe8, 0xa1]);
    const bytes = fillMarks(`a${BODY_MARK}b`, [[BODY_MARK, [half]]]);
    expect([...bytes]).toEqual([0x61, 0xe8, 0xa1, 0x62]);
  });

  it('an absent mark adds nothing and an empty fill leaves no trace', () => {
    const noCss = shell.replace(`<style>${CSS_MARK}</style>`, '');
    expect(text(fillMarks(noCss, fills([])))).toBe(noCss.replace(NAV_MARK, '<a href="/x">X</a>').replace(BODY_MARK, ''));
  });

  it('replaces the first mark only, in document order, and passes a later copy as text', () => {
    const twice = `a${BODY_MARK}b${BODY_MARK}c`;
    expect(text(fillMarks(twice, [[BODY_MARK, [enc.encode('X')]]]))).toBe(`aXb${BODY_MARK}c`);
    // A mark looked for before the one found first is not looked for behind it.
    expect(
      text(
        fillMarks(`${NAV_MARK}${CSS_MARK}`, [
          [CSS_MARK, [enc.encode('C')]],
          [NAV_MARK, [enc.encode('N')]],
        ]),
      ),
    ).toBe(`${NAV_MARK}C`);
  });

  it('without marks the text passes whole', () => {
    expect(text(fillMarks('<p>plain — 文本</p>', fills(['x'])))).toBe('<p>plain — 文本</p>');
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
