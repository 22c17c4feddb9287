/** highlightCode: the live editor's syntax colours, escaped HTML whose text is the code itself. */
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('highlightCode', () => {
  it.each([
    ['const a = 1;', '<span class="k">const</span> a = <span class="n">1</span>;'],
    ["import x from 'x'; // note", '<span class="k">import</span> x <span class="k">from</span> <span class="s">\'x\'</span>; <span class="c">// note</span>'],
    ['<Box sx={{ p: 1 }} />', '&lt;<span class="t">Box</span> sx={{ p: <span class="n">1</span> }} /&gt;'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['`x ${y}` /* a */', '<span class="s">`x ${y}`</span> <span class="c">/* a */</span>'],
  ])('%s', (code, html) => {
    expect(highlightCode(code)).toBe(html);
  });

  it('keeps the text of a whole demo, unclosed strings and comments included', () => {
    const code = 'import * as React from \'react\';\nexport default function D() {\n  return <div title="a">{1e3}</div>;\n}\n/* open';
    expect(text(highlightCode(code))).toBe(code);
    expect(text(highlightCode("'open"))).toBe("'open");
  });
});
