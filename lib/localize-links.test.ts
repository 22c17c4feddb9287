/** localizeLinkBytes / localizeLinks: English bodies on Chinese pages link to Chinese pages. */
import { describe, expect, it } from 'vitest';
import { localizeLinkBytes, localizeLinks } from './localize-links';

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

describe.each([
  ['<a href="/x/react-data-grid/sorting">s</a>', '<a href="/zh/x/react-data-grid/sorting">s</a>'],
  ['<a href="/x">home</a><a href="/x#top">t</a><a href="/x?q=1">q</a>', '<a href="/zh/x">home</a><a href="/zh/x#top">t</a><a href="/zh/x?q=1">q</a>'],
  ['<a href="#prop-rows">r</a><a href="https://mui.com/x/">m</a><a href="/xyz">z</a>', '<a href="#prop-rows">r</a><a href="https://mui.com/x/">m</a><a href="/xyz">z</a>'],
  ['<p>数据 href="/x/a" 表格</p><a href="/x/b">', '<p>数据 href="/zh/x/a" 表格</p><a href="/zh/x/b">'],
])('%s', (input, zh) => {
  it('bytes', () => expect(dec(localizeLinkBytes(enc(input), 'zh'))).toBe(zh));
  it('string', () => expect(localizeLinks(input, 'zh')).toBe(zh));
  it('English is untouched', () => {
    const bytes = enc(input);
    expect(localizeLinkBytes(bytes, 'en')).toBe(bytes);
    expect(localizeLinks(input, 'en')).toBe(input);
  });
});
