/** spliceAt: the page body streams into the shell at its marker, whatever the chunking. */
import { describe, expect, it } from 'vitest';
import { markCurrent } from '../ui/NavTree';
import { navFor } from './site';
import { BODY_MARK, navPieces, spliceAt } from './splice';

const enc = new TextEncoder();

function streamOf(parts: string[], failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (failAfter !== undefined && i === failAfter) return c.error(new Error('broken'));
      if (i === parts.length) return c.close();
      c.enqueue(enc.encode(parts[i++]!));
    },
  });
}

/** Splits a string into chunks of `size` bytes (a UTF-8 character may be cut in two). */
function bytesOf(s: string, size: number): ReadableStream<Uint8Array> {
  const all = enc.encode(s);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= all.length) return c.close();
      c.enqueue(all.slice(at, at + size));
      at += size;
    },
  });
}

const read = (s: ReadableStream<Uint8Array>) => new Response(s).text();

describe('spliceAt', () => {
  const shell = `<html><body><main>${BODY_MARK}</main><footer>é</footer></body></html>`;
  const body = '<h1>Sorting</h1><p>rows — in order</p>';
  const whole = shell.replace(BODY_MARK, body);

  it.each([1, 2, 3, 5, 7, 64, 4096])('puts the body in place of the marker with the shell in chunks of %i bytes', async (size) => {
    expect(await read(bytesOf(shell, size).pipeThrough(spliceAt(BODY_MARK, streamOf(['<h1>Sorting</h1>', '<p>rows — in order</p>']))))).toBe(whole);
  });

  it('replaces the first marker only and passes the rest as it is', async () => {
    const twice = `a${BODY_MARK}b${BODY_MARK}c`;
    expect(await read(bytesOf(twice, 3).pipeThrough(spliceAt(BODY_MARK, streamOf(['X']))))).toBe(`aXb${BODY_MARK}c`);
  });

  it('without a marker the shell passes unchanged (also a partial marker at its end) and the body is cancelled', async () => {
    let cancelled = false;
    const inner = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    const partial = `<p>end</p>${BODY_MARK.slice(0, 3)}`;
    expect(await read(bytesOf(partial, 4).pipeThrough(spliceAt(BODY_MARK, inner)))).toBe(partial);
    expect(cancelled).toBe(true);
  });

  it('an empty body leaves the shell without the marker', async () => {
    expect(await read(bytesOf(shell, 9).pipeThrough(spliceAt(BODY_MARK, streamOf([]))))).toBe(shell.replace(BODY_MARK, ''));
  });

  it('a body that breaks off errors the whole stream (a cut page is never whole)', async () => {
    await expect(read(bytesOf(shell, 16).pipeThrough(spliceAt(BODY_MARK, streamOf(['<p>one</p>', '<p>two</p>'], 1))))).rejects.toThrow('broken');
  });
});

describe('navPieces', () => {
  const nav =
    '<nav><details data-nav-group="/x/g"><summary>Grid — 表格</summary><ul><li><a href="/x/a">A 数据</a></li><li><a href="/x/b">B</a></li></ul></details>' +
    '<details data-nav-group="/x/h"><summary>H</summary><ul><li><a href="/x/c">C</a></li><li><a href="/x/a">A again</a></li></ul></details></nav>';
  const joined = (pieces: Uint8Array[]) => new TextDecoder().decode(new Uint8Array(pieces.flatMap((p) => [...p])));

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
