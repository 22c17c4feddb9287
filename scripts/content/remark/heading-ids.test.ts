import { describe, expect, it } from 'vitest';
import { remarkHeadingIds, slugify } from './heading-ids';
import { compile } from './test-helpers';

const plugins = { remark: [remarkHeadingIds] };

describe('heading ids', () => {
  it('slugifies: lowercase, accents dropped, other characters to single dashes', () => {
    expect(slugify('  Crème brûlée & API: v8!  ')).toBe('creme-brulee-api-v8');
  });

  it('gives h2 and h3 a slug id and a TOC entry, deeper headings an id only', async () => {
    const { html, page } = await compile('## Row `height`\n\n### Auto height\n\n#### Notes', plugins);
    expect(html).toContain('<h2 id="row-height">Row <code>height</code></h2>');
    expect(html).toContain('<h4 id="notes">Notes</h4>');
    expect(page.toc).toEqual([
      { id: 'row-height', text: 'Row height', level: 2 },
      { id: 'auto-height', text: 'Auto height', level: 3 },
    ]);
    expect([...page.anchors]).toEqual(['row-height', 'auto-height', 'notes']);
  });

  it('pins an id with {#id}, and numbers a heading with nothing to slugify', async () => {
    const { html, page } = await compile('## 排序 {#sorting}\n\n## 筛选', plugins);
    expect(html).toContain('<h2 id="sorting">排序</h2>');
    expect(html).toContain('<h2 id="section-2">筛选</h2>');
    expect(page.toc.map((t) => t.text)).toEqual(['排序', '筛选']);
  });

  it('rejects a duplicate id and an h1 with their source line', async () => {
    await expect(compile('## A\n\n## A', plugins, undefined, 10)).rejects.toThrow(/^page\.md:12: duplicate heading id "a"$/);
    await expect(compile('text\n\n# Title', plugins, undefined, 10)).rejects.toThrow(/^page\.md:12: no h1 in the body/);
  });
});
