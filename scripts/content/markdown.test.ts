import { describe, expect, it } from 'vitest';
import { checkDemoPlans } from '../build-content';
import type { DemoRecord } from '../../lib/page-record';
import { renderPageMarkdown } from './markdown';

let n = 0;
/** Each call renders a distinct file name, so the memo never answers for another test. */
const md = (body: string, prefix = '') => renderPageMarkdown(`---\ntitle: T\ndescription: D\n---\n${body}`, `test-${++n}.md`, prefix);

describe('raw HTML', () => {
  it.each([
    ['<script>alert(1)</script>', '&#x3C;script>'],
    ['<img src=x onerror=alert(1)>', '&#x3C;img'],
    ['Press <kbd onclick="x()">Enter</kbd>', '&#x3C;kbd onclick'],
  ])('escapes %s', async (source, expected) => {
    const { html } = await md(source);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<(script|img|kbd onclick)/);
  });

  it('keeps bare kbd, sup, sub and br', async () => {
    const { html } = await md('Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>, H<sub>2</sub>O<br>next');
    expect(html).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>');
    expect(html).toContain('x<sup>2</sup>');
    expect(html).toContain('H<sub>2</sub>O<br>next');
  });
});

describe('headings', () => {
  it('pins an anchor with {#id} and keeps it out of the text', async () => {
    const { html, toc } = await md('## 排序 {#sorting}');
    expect(html).toContain('<h2 id="sorting">排序</h2>');
    expect(toc).toEqual([{ id: 'sorting', text: '排序', level: 2 }]);
  });

  it('renders a plan mark as a badge, outside the anchor and the TOC text', async () => {
    const { html, toc } = await md('## Multi-column sorting [pro]\n\n### Excel [premium] {#xlsx}');
    expect(html).toContain('<h2 id="multi-column-sorting">Multi-column sorting <a class="badge badge-pro heading-plan" href="/x/introduction/licensing" title="Pro plan">Pro</a></h2>');
    expect(html).toContain('<h3 id="xlsx">Excel <a class="badge badge-premium heading-plan"');
    expect(toc.map((t) => t.text)).toEqual(['Multi-column sorting', 'Excel']);
  });

  it('gives each demo the plan of its section: the h3 mark, else the h2 mark, reset by the next h2', async () => {
    const { demos } = await md(
      [
        '## Free',
        '{{"demo": "A.tsx", "height": 100}}',
        '## Paid [pro]',
        '{{"demo": "B.tsx", "height": 100}}',
        '### Deeper [premium]',
        '{{"demo": "C.tsx", "height": 100}}',
        '## Free again',
        '{{"demo": "D.tsx", "height": 100}}',
      ].join('\n\n'),
    );
    expect(demos.map((d) => [d.file, d.sectionPlan])).toEqual([
      ['A.tsx', undefined],
      ['B.tsx', 'pro'],
      ['C.tsx', 'premium'],
      ['D.tsx', undefined],
    ]);
  });

  it('rejects an h1 and a duplicate id with the line', async () => {
    await expect(md('# Title')).rejects.toThrow(/:5: no h1/);
    await expect(md('## A\n\n## A')).rejects.toThrow(/:7: duplicate heading id "a"/);
  });
});

describe('demo plans', () => {
  const demo = (plan?: 'pro' | 'premium') => ({ id: 'x', file: 'X.tsx', height: 1, chunks: {}, sources: {}, ...(plan ? { plan } : {}) }) as DemoRecord;
  const embed = (sectionPlan?: 'pro' | 'premium') => ({ file: 'X.tsx', height: 1, line: 12, ...(sectionPlan ? { sectionPlan } : {}) });
  it.each([
    [undefined, undefined, 'pro', true],
    [undefined, 'pro', 'pro', false],
    [undefined, 'pro', 'premium', true],
    [undefined, 'premium', 'premium', false],
    ['pro', undefined, 'pro', false],
    ['pro', undefined, 'premium', true],
    ['premium', undefined, 'premium', false],
    [undefined, undefined, undefined, false],
  ] as const)('page %s, section %s, demo %s: error %s', (page, section, needs, fails) => {
    const errors = checkDemoPlans('page.md', page, [embed(section)], [demo(needs)]);
    expect(errors.length > 0).toBe(fails);
    if (fails) expect(errors[0]).toMatch(/^page\.md:12: demo X\.tsx imports from a -(pro|premium) package/);
  });
});

describe('callouts and demo embeds', () => {
  it('wraps a callout and reports an unclosed one with its line', async () => {
    expect((await md(':::warning\nCareful.\n:::')).html).toContain('<aside class="callout callout-warning" role="note" data-callout="warning">');
    await expect(md(':::info\nOpen')).rejects.toThrow(/:5: callout ":::info" is not closed/);
    await expect(md(':::tip\nx\n:::')).rejects.toThrow(/unknown callout ":::tip"/);
  });

  it.each([
    ['{{"demo": "a.tsx", "height": 300}}', /PascalCase/],
    ['{{"demo": "A.tsx"}}', /needs a "height"/],
    ['{{"demo": "A.tsx", "height": 300, "color": 1}}', /unknown demo option\(s\): color/],
    ['{{not json}}', /not valid JSON/],
    ['{{"demo": "A.tsx", "height": 300, "bg": "grey"}}', /"bg" must be "inline" or "playground"/],
    ['{{"demo": "A.tsx", "height": 300, "hideToolbar": "yes"}}', /"hideToolbar" must be true or false/],
    ['{{"demo": "A.tsx", "height": 300, "disableAd": 1}}', /"disableAd" must be true or false/],
    ['{{"demo": "A.tsx", "height": 300, "hideCode": true, "defaultCodeOpen": true}}', /contradict/],
  ])('rejects %s', async (line, error) => {
    await expect(md(line)).rejects.toThrow(error);
  });

  it('reads the display options of a demo embed', async () => {
    const { demos } = await md(
      '{{"demo": "A.tsx", "height": 300, "bg": "inline", "defaultCodeOpen": true, "hideToolbar": true}}\n\n{{"demo": "B.tsx", "height": 200, "bg": "playground", "hideToolbar": false, "disableAd": true}}',
    );
    expect(demos).toEqual([
      { file: 'A.tsx', height: 300, bg: 'inline', defaultCodeOpen: true, hideToolbar: true, line: 5 },
      { file: 'B.tsx', height: 200, bg: 'playground', disableAd: true, line: 7 },
    ]);
  });

  it('never scans fenced code for embeds or callouts', async () => {
    const { demos, html } = await md('```md\n{{"demo": "A.tsx", "height": 300}}\n:::info\n```');
    expect(demos).toEqual([]);
    expect(html).not.toContain('<aside');
  });
});

describe('links', () => {
  it('collects internal links with their lines and prefixes them for Chinese pages', async () => {
    const { links, html } = await md('See [sorting](/x/react-data-grid/sorting#multi) and [here](#top).', '/zh');
    expect(links).toEqual([
      { href: '/x/react-data-grid/sorting#multi', line: 5 },
      { href: '#top', line: 5 },
    ]);
    expect(html).toContain('href="/zh/x/react-data-grid/sorting#multi"');
  });

  it('rejects a relative or script link', async () => {
    await expect(md('[x](../sorting)')).rejects.toThrow(/link must be a site path/);
    await expect(md('[x](javascript:alert(1))')).rejects.toThrow(/link must be a site path/);
  });
});

describe('code spans for the truth check', () => {
  it('records prose code spans with lines, and silences the one marked not-api', async () => {
    const { codeSpans, html } = await md('Use `sortModel` and `salary`<!--not-api--> here.\n\n```tsx\nconst rows = [];\n```');
    expect(codeSpans).toEqual([
      { value: 'sortModel', line: 5 },
      { value: 'salary', line: 5, silenced: true },
    ]);
    expect(html).not.toContain('not-api');
  });

  it('rejects a marker that follows no code span', async () => {
    await expect(md('Plain text<!--not-api-->')).rejects.toThrow(/must follow an inline code span/);
  });
});

describe('generated blocks', () => {
  it('fails with the line when the generator does not exist', async () => {
    await expect(md('{{"generated": "no-such-generator"}}')).rejects.toThrow(/:5: no generator scripts\/content\/generated\/no-such-generator\.ts/);
  });
});

describe('tables', () => {
  it('take focus, so a table wider than the column can be scrolled from the keyboard', async () => {
    const { html } = await md('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<table tabindex="0">');
  });
});
