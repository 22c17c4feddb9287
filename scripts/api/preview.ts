/**
 * Standalone preview of the API pages, until (and besides) the content build:
 * writes a few pages as HTML files with the API styles, and every page in the
 * KV bulk format of `dist/kv-bulk.json`, so the completeness test can run on
 * it (`API_KV_BULK=/tmp/api-preview/kv-bulk.json`).
 *
 * npx esbuild scripts/api/preview.ts --bundle --platform=node --format=esm --packages=external --outfile=.cache/api-preview.mjs && node .cache/api-preview.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiContentPath } from '../../lib/routing';
import { bodyKey, storedRecord } from '../../lib/page-record';
import { apiStyles } from '../../ui/api-styles';
import { buildApiPages, renderInlineApi, type ApiPageOutput } from './index';

const OUT = process.env.API_PREVIEW_DIR ?? '/tmp/api-preview';
const SHOW = ['/x/api/data-grid/data-grid', '/x/api/data-grid/grid-api', '/x/api/charts/sankey-chart', '/x/api/date-pickers/date-picker', '/x/api/charts'];

const PAGE_CSS = `
:root{--mui-palette-text-primary:#1c2025;--mui-palette-text-secondary:#5f6b7a;--mui-palette-divider:#dde1e6;--mui-palette-primary-main:#0072e5;--mui-palette-background-paper:#fff;--mui-palette-action-hover:rgba(0,0,0,.04);--mui-shape-borderRadius:6px}
html[data-mui-color-scheme="dark"]{--mui-palette-text-primary:#e6ebf1;--mui-palette-text-secondary:#b0b8c4;--mui-palette-divider:#303740;--mui-palette-primary-main:#66b2ff;--mui-palette-background-paper:#0b0d0e;--mui-palette-action-hover:rgba(255,255,255,.08)}
html[data-mui-color-scheme="dark"] body{background:#0b0d0e}
html[data-mui-color-scheme="dark"] .shiki,html[data-mui-color-scheme="dark"] .shiki span{color:var(--shiki-dark)!important;background-color:var(--shiki-dark-bg)!important}
body{font-family:system-ui,sans-serif;max-width:1100px;margin:24px auto;padding:0 16px;color:var(--mui-palette-text-primary)}
`;

function standalone(page: ApiPageOutput, dark: boolean, list: boolean): string {
  const attrs = `${dark ? ' data-mui-color-scheme="dark"' : ''}${list ? ' data-api-layout="list"' : ''}`;
  return `<!doctype html><html lang="en"${attrs}><head><meta charset="utf-8"><title>${page.title}</title><style>${PAGE_CSS}${apiStyles}</style></head><body><h1>${page.title}</h1><p>${page.description}</p>${page.html}</body></html>`;
}

async function main(): Promise<void> {
  const usedBy = {
    DataGrid: [{ path: '/x/react-data-grid', title: 'Data Grid - Overview' }],
    BarChart: [{ path: '/x/react-charts/bars', title: 'Charts - Bars' }],
    useGridApiRef: [{ path: '/x/react-data-grid/api-object', title: 'API object' }],
  };
  const started = performance.now();
  const pages = await buildApiPages({ cacheDir: join(OUT, 'cache'), usedBy });
  console.log(`preview: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const kinds = pages.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }), {});
  console.log('preview: kinds', kinds);
  mkdirSync(OUT, { recursive: true });
  for (const path of SHOW) {
    const page = pages.find((p) => p.path === path);
    if (!page) throw new Error(`missing ${path}`);
    const name = path.split('/').slice(3).join('-');
    writeFileSync(join(OUT, `${name}.html`), standalone(page, false, false));
    writeFileSync(join(OUT, `${name}-dark-list.html`), standalone(page, true, true));
    writeFileSync(join(OUT, `${name}.md`), page.markdown);
  }
  const inline = await renderInlineApi(
    pages.filter((p) => p.productId === 'x-data-grid'),
    ['DataGrid', 'useGridApiRef'],
  );
  writeFileSync(join(OUT, 'inline.html'), standalone({ ...pages[0]!, title: 'Inline', html: inline.html }, false, false));
  const records = pages.flatMap((p) => {
    const key = `preview:en:${apiContentPath(p.path)}`;
    const record = { ...p, locale: 'en' as const, categoryId: 'x' as const, source: '', demos: [] };
    return [
      { key, value: JSON.stringify(storedRecord(record)) },
      { key: bodyKey(key), value: p.html },
    ];
  });
  writeFileSync(join(OUT, 'kv-bulk.json'), JSON.stringify(records));
  console.log(`preview: wrote ${OUT}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
