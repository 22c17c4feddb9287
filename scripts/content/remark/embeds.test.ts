import { describe, expect, it } from 'vitest';
import { remarkEmbeds } from './embeds';
import { remarkPlanTags } from './plan-tags';
import { remarkRawHtml } from './raw-html';
import { compile, newPage } from './test-helpers';

const plugins = { remark: [remarkPlanTags, remarkRawHtml, remarkEmbeds] };

describe('demo embeds', () => {
  it('turn an embed paragraph into a numbered marker and record the demo with its line', async () => {
    const { html, page } = await compile('Intro.\n\n{{"demo": "A.tsx", "height": 300, "bg": "inline"}}\n\n{{"demo": "B.tsx", "height": 99.6}}', plugins, undefined, 10);
    expect(html).toBe('<p>Intro.</p>\n<!--demo:0-->\n<!--demo:1-->');
    expect(page.demos).toEqual([
      { file: 'A.tsx', height: 300, bg: 'inline', line: 12 },
      { file: 'B.tsx', height: 100, line: 14 },
    ]);
  });

  it('give each demo the plan of its section, kept on the page context from one compile to the next', async () => {
    const page = newPage();
    await compile('## Paid [pro]\n\n{{"demo": "A.tsx", "height": 100}}\n\n### Deeper [premium]\n\n{{"demo": "B.tsx", "height": 100}}', plugins, page);
    await compile('{{"demo": "C.tsx", "height": 100}}\n\n### Plain\n\n{{"demo": "D.tsx", "height": 100}}\n\n## Free\n\n{{"demo": "E.tsx", "height": 100}}', plugins, page);
    expect(page.demos.map((d) => [d.file, d.sectionPlan])).toEqual([
      ['A.tsx', 'pro'],
      ['B.tsx', 'premium'],
      ['C.tsx', 'premium'],
      ['D.tsx', 'pro'],
      ['E.tsx', undefined],
    ]);
  });

  it('reject an embed glued to other text, and a bad embed, with the line', async () => {
    await expect(compile('Text\n{{"demo": "A.tsx", "height": 100}}', plugins, undefined, 5)).rejects.toThrow(/^page\.md:6: an embed stands alone on its line/);
    await expect(compile('x\n\n{{"demo": "A.tsx"}}', plugins, undefined, 5)).rejects.toThrow(/^page\.md:7: demo "A\.tsx" needs a "height"/);
  });

  it('leave embed-like text in code alone', async () => {
    const { html, page } = await compile('`{{"demo": "A.tsx"}}`\n\n    {{"demo": "B.tsx"}}', plugins);
    expect(html).toContain('<code>{{"demo": "A.tsx"}}</code>');
    expect(page.demos).toEqual([]);
  });
});
