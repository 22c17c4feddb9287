/**
 * Pages as markdown inside workerd: `<page>.md` with demos inlined as
 * TypeScript, Accept negotiation on the page URL, 404s, and the pure
 * helpers (fences, callouts) on hand-made input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoRecord, JoinedPageRecord, PageRecord } from '../lib/page-record';
import { fenced, inlineBody, pageMarkdown, readMarkdown } from './markdown';
import { englishRecords } from './search/test-records';
import { call, env, seedPages } from './test-helpers';

/** A page whose body embeds a demo that has TypeScript source. */
let withDemo: JoinedPageRecord | undefined;

beforeAll(async () => {
  await seedPages();
  withDemo = (await englishRecords()).find((r) => r.demos.some((d) => d.sources.system?.TS.code) && r.markdown?.includes('{{"demo"'));
}, 120_000);

describe('<page>.md', () => {
  it('serves the page as markdown with its demos inlined as TypeScript', async () => {
    expect(withDemo, 'the content build has a page with a demo').toBeDefined();
    const res = await call(`${withDemo!.path}.md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    const md = await res.text();
    expect(md.startsWith(`# ${withDemo!.title}\n\n> ${withDemo!.description}`)).toBe(true);
    expect(md).not.toContain('{{"demo"');
    const demo = withDemo!.demos.find((d) => d.sources.system?.TS.code)!;
    expect(md).toContain(`Demo \`${demo.file}\`:\n\n\`\`\`tsx\n${demo.sources.system!.TS.code.trimEnd()}\n\`\`\``);
  });

  it('serves the Chinese record under /zh', async () => {
    const res = await call('/zh/x/introduction/mcp.md');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# 通过 MCP 获得 AI 支持');
  });

  it('serves an API page with its props table, also under /zh (English text)', async () => {
    for (const path of ['/x/api/data-grid/data-grid-pro.md', '/zh/x/api/data-grid/data-grid-pro.md']) {
      const res = await call(path);
      expect(res.status).toBe(200);
      const md = await res.text();
      expect(md).toContain('# DataGridPro API');
      expect(md).toMatch(/^\| `pageSizeOptions` \|/m);
    }
  });

  it('reads the markdown of an API tab', async () => {
    const md = await readMarkdown(env.PAGES, 'en', '/x/react-data-grid/sorting', 'components-api');
    expect(md).toMatch(/^# .*Sorting: API\n/);
    expect(md).toContain('DataGrid');
    expect(await readMarkdown(env.PAGES, 'en', '/x/introduction', 'components-api')).toBeNull();
  });

  it('answers 404 in plain text for a missing page', async () => {
    const res = await call('/x/no-such-page.md');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('Accept negotiation on the page URL', () => {
  it.each([
    ['text/markdown', 'text/markdown; charset=utf-8'],
    ['text/markdown, text/html;q=0.5', 'text/markdown; charset=utf-8'],
    ['text/html, text/markdown;q=0.5', 'text/html; charset=utf-8'],
    ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/html; charset=utf-8'],
    // Equal weights: the type the client lists first.
    ['text/markdown, text/html', 'text/markdown; charset=utf-8'],
    ['text/html, text/markdown', 'text/html; charset=utf-8'],
    ['TEXT/MARKDOWN', 'text/markdown; charset=utf-8'],
    ['text/markdown;q=0', 'text/html; charset=utf-8'],
    ['text/html;q=0.1, text/markdown;q=0.2', 'text/markdown; charset=utf-8'],
    // A more specific range with a lower weight: text/html through text/* outranks text/markdown.
    ['text/*, text/markdown;q=0.5', 'text/html; charset=utf-8'],
    ['*/*', 'text/html; charset=utf-8'],
    ['text/*', 'text/html; charset=utf-8'],
    [',,;;=', 'text/html; charset=utf-8'],
  ])('Accept: %s gives %s', async (accept, type) => {
    const res = await call('/x/introduction/mcp', { headers: { Accept: accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });
});

describe('markdown helpers', () => {
  const demo = (file: string, code: string): DemoRecord => ({ id: file, file, height: 100, chunks: {}, sources: { system: { TS: { code, html: '' }, JS: { code: 'js', html: '' } } } });

  it('replaces each demo embed with its TypeScript source and leaves fenced code alone', () => {
    const body = ['Intro', '', '{{"demo": "A.tsx", "height": 300}}', '', '```md', '{{"demo": "A.tsx"}}', '```'].join('\n');
    const out = inlineBody(body, [demo('A.tsx', 'export default function A() {}\n')]);
    expect(out).toBe(['Intro', '', 'Demo `A.tsx`:\n\n```tsx\nexport default function A() {}\n```', '', '```md', '{{"demo": "A.tsx"}}', '```'].join('\n'));
  });

  it('names a demo it has no source for instead of dropping it', () => {
    expect(inlineBody('{{"demo": "Missing.tsx"}}', [])).toContain('Missing.tsx');
    expect(inlineBody('{{not json}}', [])).toBe('');
  });

  it('turns callouts into blockquotes', () => {
    expect(inlineBody(':::warning\nCheck it.\n\nTwice.\n:::\nAfter', [])).toBe('> **Warning**\n>\n> Check it.\n>\n> Twice.\nAfter');
  });

  it('uses a fence longer than any backtick run in the code', () => {
    expect(fenced('const s = `a ```` b`;', 'tsx')).toBe('`````tsx\nconst s = `a ```` b`;\n`````');
  });

  it('writes title, description and plan, and keeps API markdown as it is', () => {
    const base: Omit<PageRecord, 'title' | 'description'> = { path: '/x/a', locale: 'en', productId: 'x', categoryId: 'x', source: '', toc: [], html: '', demos: [] };
    expect(pageMarkdown({ ...base, title: 'T', description: 'D', plan: 'pro', markdown: 'Body' })).toBe('# T\n\n> D\n\nThis feature needs the Pro plan.\n\nBody\n');
    expect(pageMarkdown({ ...base, title: 'X API', description: 'D', kind: 'component-api', markdown: '{{"demo": "A.tsx"}}' })).toBe('# X API\n\n> D\n\n{{"demo": "A.tsx"}}\n');
  });
});
