import { describe, expect, it } from 'vitest';
import { remarkCallouts } from './callouts';
import { remarkRawHtml } from './raw-html';
import { compile } from './test-helpers';

const plugins = { remark: [remarkCallouts, remarkRawHtml] };
const aside = (kind: string) => `<aside class="callout callout-${kind}" role="note" data-callout="${kind}">`;

describe('callouts', () => {
  it.each(['info', 'warning', 'success', 'error'])('turn :::%s into its aside', async (kind) => {
    const { html } = await compile(`:::${kind}\nBody **bold**.\n:::`, plugins);
    expect(html).toBe(`${aside(kind)}\n<p>Body <strong>bold</strong>.</p>\n</aside>`);
  });

  it('read a callout whose lines touch the text around it (no blank lines), with markdown inside', async () => {
    const { html } = await compile('Before.\n:::warning\nSee [the grid](/x/react-data-grid/) and `apiRef`:\n\n- one\n- two\n\n```ts\nconst a = 1;\n```\n:::\nAfter.', plugins);
    expect(html).toBe(
      `<p>Before.</p>\n${aside('warning')}\n<p>See <a href="/x/react-data-grid/">the grid</a> and <code>apiRef</code>:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<pre><code class="language-ts">const a = 1;\n</code></pre>\n</aside>\n<p>After.</p>`,
    );
  });

  it('leave text and leaf directive look-alikes exactly as plain markdown reads them', async () => {
    const prose = 'See foo:bar, a 16:9 frame, :abbr[x]{.y} and mailto:a@b.c.\n::x\nstill the same paragraph\n\n::leaf{#id}';
    const { html } = await compile(prose, plugins);
    expect(html).toBe((await compile(prose, { remark: [remarkRawHtml] })).html);
    expect(html).toContain('<p>See foo:bar, a 16:9 frame, :abbr[x]{.y} and mailto:<a href="mailto:a@b.c">a@b.c</a>.\n::x\nstill the same paragraph</p>');
    expect(html).toContain('<p>::leaf{#id}</p>');
  });

  it('never read callout lines inside fenced code', async () => {
    const { html } = await compile('```md\n:::info\nx\n```', plugins);
    expect(html).toBe('<pre><code class="language-md">:::info\nx\n</code></pre>');
  });

  it('report bad callouts with the line of the page', async () => {
    await expect(compile('Text\n\n:::info\nOpen', plugins, undefined, 10)).rejects.toThrow(/^page\.md:12: callout ":::info" is not closed$/);
    await expect(compile(':::tip\nx\n:::', plugins, undefined, 10)).rejects.toThrow(/^page\.md:10: unknown callout ":::tip"$/);
    await expect(compile(':::info[Title]\nx\n:::', plugins)).rejects.toThrow(/^page\.md:1: unknown callout ":::info\[Title\]"$/);
    await expect(compile('Text\n:::\nmore', plugins, undefined, 10)).rejects.toThrow(/^page\.md:11: closing ::: without an opening callout$/);
    await expect(compile('::: info\nx\n:::', plugins)).rejects.toThrow(/^page\.md:1: "::: info" is not read as a callout: write ":::info"/);
    await expect(compile('::::info\n:::warning\nx\n:::\n::::', plugins)).rejects.toThrow(/unknown callout "::::info"/);
    await expect(compile(':::info\n:::warning\nx\n:::\n:::', plugins, undefined, 10)).rejects.toThrow(/^page\.md:11: callouts do not nest$/);
  });
});
