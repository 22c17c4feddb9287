/**
 * Page rendering on synthetic API data: anchors unique and reachable from the
 * TOC, one markup for the three layouts, text escaped, inline tabs without id clashes.
 */
import { describe, expect, it } from 'vitest';
import { renderInlineApi, type ApiPageOutput } from './index';
import { editionGroups } from './editions';
import { demoteHeadings, kebab, prefixIds } from './inline';
import { renderDocPage, renderIndexPage } from './render';
import type { ApiDoc } from './types';

const resolve = () => undefined;

function doc(overrides: Partial<ApiDoc> = {}): ApiDoc {
  return {
    kind: 'component',
    name: 'FancyGrid',
    path: '/x/api/data-grid/fancy-grid',
    product: 'data-grid',
    packageName: '@mui/x-data-grid-pro',
    version: '8.11.1',
    plan: 'pro',
    imports: [
      { packageName: '@mui/x-data-grid-pro', exportName: 'FancyGrid' },
      { packageName: '@mui/x-data-grid-premium', exportName: 'FancyGrid' },
    ],
    props: [
      { name: 'rows', type: 'readonly R[]', required: true, default: '[]', description: 'The rows.' },
      { name: 'density', type: '"compact" | "standard"', required: false, default: '"standard"', description: 'Density <script>alert(1)</script>' },
      { name: 'autoHeight', type: 'boolean', required: false, description: 'Old.', deprecated: 'Use `flex` instead.' },
      {
        name: 'onRowClick',
        type: "GridEventListener<'rowClick'>",
        required: false,
        description: 'Called on click.',
        signature: { params: [{ name: 'params', type: 'GridRowParams', description: 'The row.' }], returnType: 'void' },
      },
      { name: 'aiAssistant', type: 'boolean', required: false, description: 'AI.', plan: 'premium' },
    ],
    slots: [{ name: 'toolbar', description: 'The toolbar.', default: 'GridToolbar', propsType: 'ToolbarProps' }],
    classes: [
      { key: 'root', className: 'MuiDataGrid-root', description: 'Root.' },
      { key: 'selected', className: 'Mui-selected', description: 'State.' },
      { key: 'weird<key>', className: 'MuiDataGrid-weird<key>', description: 'Odd.' },
    ],
    memberSources: [],
    ...overrides,
  };
}

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]!);
}

const usedBy = { FancyGrid: [{ path: '/x/react-data-grid/fancy', title: 'Fancy grid' }] };

describe('renderDocPage (component)', async () => {
  const page = await renderDocPage(doc(), usedBy, resolve);

  it('fills the page output', () => {
    expect(page).toMatchObject({ path: '/x/api/data-grid/fancy-grid', title: 'FancyGrid API', kind: 'component-api', plan: 'pro', productId: 'x-data-grid' });
    expect(page.propNames).toEqual(['rows', 'density', 'autoHeight', 'onRowClick', 'aiAssistant']);
    expect(page.description).toMatch(/^API reference for the React FancyGrid component/);
  });

  it('has unique ids, and every TOC entry and in-page link points at one', () => {
    const all = ids(page.html);
    expect(new Set(all).size).toBe(all.length);
    for (const entry of page.toc) expect(all).toContain(entry.id);
    for (const target of hrefs(page.html)) expect(all).toContain(target);
  });

  it('lists every prop in the TOC, at level 3 under Props, and counts the members of each API section', () => {
    expect(page.toc.filter((e) => e.level === 3).map((e) => e.text)).toEqual(['rows', 'density', 'autoHeight', 'onRowClick', 'aiAssistant']);
    expect(page.toc.filter((e) => e.level === 2).map((e) => e.text)).toEqual(['Import', 'Props', 'Slots', 'CSS classes', 'Demos']);
    expect(page.toc.filter((e) => e.count !== undefined).map((e) => [e.id, e.count])).toEqual([
      ['props', 5],
      ['slots', 1],
      ['classes', 3],
    ]);
  });

  it('renders each prop once, as a table row that every layout shows (one id per prop)', () => {
    expect(page.html.match(/id="prop-rows"/g)).toHaveLength(1);
    expect(page.html).not.toContain('-detail');
    expect(page.html).toContain('<table class="at ap"><thead><tr><th>Name</th><th>Type</th><th>Default</th><th>Description</th></tr></thead>');
    expect(page.html).toContain(
      '<tr id="prop-rows"><td><a href="#prop-rows">rows</a><span class="rq" role="img" aria-label="required">*</span></td><td>readonly R[]</td><td>[]</td><td>The rows.</td></tr><tr ',
    );
    expect(page.html).toContain('<table class="at as">');
    expect(page.html).toContain('<table class="at ac">');
    // No inline styles in the tables (the import block's highlighting has its own).
    for (const table of page.html.match(/<table[\s\S]*?<\/table>/g)!) expect(table).not.toContain('style=');
  });

  it('offers the three layouts above each table', () => {
    for (const layout of ['table', 'list', 'collapsed']) expect(page.html.match(new RegExp(`data-api-layout-set="${layout}"`, 'g'))).toHaveLength(3);
    expect(page.html).toContain('data-api-layout-set="collapsed" aria-pressed="false">Collapsed list</button>');
  });

  it('marks required, defaults, deprecation and member plans', () => {
    expect(page.html).toContain('<td>"standard"</td><td>');
    expect(page.html).toContain('<tr id="prop-autoHeight" class="dp">');
    expect(page.html).toContain('<span class="api-deprecated-label">Deprecated</span>Use <code>flex</code> instead.</div>');
    expect(page.html).toContain('<a href="#prop-aiAssistant">aiAssistant</a><span class="plan-badge plan-badge-premium">Premium</span>');
  });

  it('keeps the signature of a function prop behind a disclosure', () => {
    expect(page.html).toContain('<details class="sg"><summary>Signature</summary><code>function(params: GridRowParams) => void</code>');
  });

  it('escapes the hostile description and odd class keys', () => {
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('<tr id="css-weird-key-">');
    expect(page.html).toContain('.MuiDataGrid-weird&lt;key>');
    expect(page.html).toContain("<td>GridEventListener&lt;'rowClick'></td><td>");
  });

  it('shows the import lines in a highlighted code block with copy', () => {
    expect(page.html).toMatch(
      /<div class="code-block" data-code-block><button type="button" class="code-copy" data-copy aria-label="Copy the code">Copy<\/button><pre class="shiki shiki-themes github-light github-dark"/,
    );
    expect(page.markdown).toContain("import { FancyGrid } from '@mui/x-data-grid-pro';\n// or\nimport { FancyGrid } from '@mui/x-data-grid-premium';");
  });

  it('has the plan badge linking to licensing, the credit and the demos', () => {
    expect(page.html).toContain('<a class="plan-badge-link" href="/x/introduction/licensing" aria-label="Pro plan: see licensing"><span class="plan-badge plan-badge-pro">Pro</span></a>');
    expect(page.html).toContain("the MUI X authors' own words");
    expect(page.html).toContain('<a href="/x/react-data-grid/fancy">Fancy grid</a>');
  });

  it('writes the props as a GFM table in the markdown', () => {
    expect(page.markdown).toContain('| Name | Type | Default | Description |');
    expect(page.markdown).toContain('| `rows`* | `readonly R[]` | `[]` | The rows. |');
    expect(page.markdown).toContain('| `density` | `"compact" \\| "standard"` |');
  });
});

describe('renderDocPage (version note, interface)', async () => {
  it('says which version a page documents when it is not 8.11.1', async () => {
    const page = await renderDocPage(doc({ packageName: '@mui/x-charts-pro', version: '8.11.0', path: '/x/api/charts/fancy' }), {}, resolve);
    expect(page.html).toContain('This page documents <code>@mui/x-charts-pro</code> 8.11.0, the release closest to 8.11.1');
    expect(page.markdown).toContain('This page documents `@mui/x-charts-pro` 8.11.0');
  });

  it('renders an interface with Properties and an import type line', async () => {
    const page = await renderDocPage(
      doc({
        kind: 'interface',
        name: 'GridFancy',
        imports: [{ packageName: '@mui/x-data-grid-pro', exportName: 'GridFancy' }],
        slots: [],
        classes: [],
        description: 'The fancy interface.',
      }),
      {},
      resolve,
    );
    expect(page.kind).toBe('interface-api');
    expect(page.toc.filter((e) => e.level === 2).map((e) => e.text)).toEqual(['Import', 'Properties']);
    expect(page.markdown).toContain("import type { GridFancy } from '@mui/x-data-grid-pro';");
    expect(page.html).toContain('<p>The fancy interface.</p>');
  });
});

describe('renderIndexPage', () => {
  it('links the product pages, grouped', () => {
    const page = renderIndexPage('data-grid', [doc(), doc({ kind: 'interface', name: 'GridFancy', path: '/x/api/data-grid/grid-fancy', plan: undefined })]);
    expect(page).toMatchObject({ path: '/x/api/data-grid', title: 'Data Grid API reference', kind: 'api-index' });
    expect(page.toc.map((e) => e.text)).toEqual(['Components', 'Interfaces']);
    expect(page.html).toContain('<a href="/x/api/data-grid/fancy-grid">FancyGrid</a> <span class="plan-badge plan-badge-pro">Pro</span>');
  });
});

describe('renderInlineApi', async () => {
  const pages: ApiPageOutput[] = [await renderDocPage(doc(), usedBy, resolve), await renderDocPage(doc({ name: 'OtherGrid', path: '/x/api/data-grid/other-grid' }), {}, resolve)];
  const inline = await renderInlineApi(pages, ['FancyGrid', 'OtherGrid', 'NotThere']);

  it('prefixes ids per component so two fit on one page', () => {
    const all = ids(inline.html);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('fancy-grid-prop-rows');
    expect(all).toContain('other-grid-prop-rows');
    for (const entry of inline.toc) expect(all).toContain(entry.id);
    for (const target of hrefs(inline.html)) expect(all).toContain(target);
  });

  it('puts an h2 per component and moves the sections one level down', () => {
    expect(inline.toc.filter((e) => e.level === 2).map((e) => e.text)).toEqual(['FancyGrid API', 'OtherGrid API']);
    expect(inline.html).toContain('<h3 id="fancy-grid-props">Props</h3>');
    expect(inline.html).not.toMatch(/<h2 id="fancy-grid-props"/);
    expect(inline.markdown).toContain('### Props');
  });

  it('leaves out the demos (the reader is on that page) and skips unknown names', () => {
    expect(inline.html).not.toContain('api-demos');
    expect(inline.markdown).not.toContain('## Demos');
    expect(inline.toc.some((e) => e.text === 'NotThere API')).toBe(false);
  });
});

describe('renderInlineApi: the editions of one component', async () => {
  const prop = (name: string, type = 'boolean', description = `The ${name}.`) => ({ name, type, required: false, description });
  const imports = (exportName: string, packageName: string) => [{ exportName, packageName }];
  const community = doc({
    name: 'FancyGrid',
    plan: undefined,
    imports: imports('FancyGrid', '@mui/x-data-grid'),
    path: '/x/api/data-grid/fancy-grid',
    packageName: '@mui/x-data-grid',
    props: [prop('rows'), prop('apiRef', 'RefObject<GridApiCommunity>')],
  });
  const pro = doc({
    name: 'FancyGridPro',
    imports: imports('FancyGridPro', '@mui/x-data-grid-pro'),
    path: '/x/api/data-grid/fancy-grid-pro',
    props: [prop('rows'), prop('apiRef', 'RefObject<GridApiPro>'), prop('treeData')],
    slots: [...doc().slots, { name: 'detailPanel', description: 'The panel.' }],
  });
  const premium = doc({
    name: 'FancyGridPremium',
    imports: imports('FancyGridPremium', '@mui/x-data-grid-premium'),
    plan: 'premium',
    path: '/x/api/data-grid/fancy-grid-premium',
    packageName: '@mui/x-data-grid-premium',
    props: [prop('aggregation'), prop('apiRef', 'RefObject<GridApiPremium>'), prop('rows'), prop('treeData')],
    slots: [...doc().slots, { name: 'detailPanel', description: 'The panel.' }],
  });
  const other = doc({ name: 'OtherThing', plan: undefined, path: '/x/api/data-grid/other-thing' });
  const pages = await Promise.all([community, pro, premium, other].map((d) => renderDocPage(d, {}, resolve)));
  const inline = await renderInlineApi(pages, ['FancyGrid', 'FancyGridPro', 'FancyGridPremium', 'OtherThing']);
  const rowOf = (id: string) => new RegExp(`<tr id="${id}"[^]*?(?=<tr |</tbody>)`).exec(inline.html)?.[0] ?? '';

  it('shows them as one section with one row per member, linking each edition page', () => {
    expect(inline.toc.filter((e) => e.level === 2).map((e) => e.text)).toEqual(['FancyGrid, FancyGridPro and FancyGridPremium API', 'OtherThing API']);
    expect(inline.html.match(/<h2 /g)).toHaveLength(2);
    for (const d of [community, pro, premium]) expect(inline.html).toContain(`<a href="${d.path}">${d.name}</a>`);
    const all = ids(inline.html);
    expect(new Set(all).size).toBe(all.length);
    for (const target of hrefs(inline.html)) expect(all).toContain(target);
    for (const entry of inline.toc) expect(all).toContain(entry.id);
    expect(inline.html.match(/<tr id="fancy-grid-prop-rows"/g)).toHaveLength(1);
    expect(inline.html.match(/<tr id="fancy-grid-css-root"/g)).toHaveLength(1);
    expect(inline.html).not.toContain('fancy-grid-pro-prop-');
  });

  it('marks a member by the plan from which it is available, and a member that differs with a row per edition', () => {
    expect(rowOf('fancy-grid-prop-rows')).not.toMatch(/plan-badge|api-in/);
    expect(rowOf('fancy-grid-prop-treeData')).toContain('<span class="plan-badge plan-badge-pro">Pro</span>');
    expect(rowOf('fancy-grid-prop-aggregation')).toContain('<span class="plan-badge plan-badge-premium">Premium</span>');
    expect(rowOf('fancy-grid-slot-detailPanel')).toContain('plan-badge-pro');
    expect(rowOf('fancy-grid-prop-apiRef')).toContain('<span class="api-in">FancyGrid</span></td><td>RefObject&lt;GridApiCommunity>');
    expect(rowOf('fancy-grid-prop-apiRef-FancyGridPro')).toContain('<span class="api-in">FancyGridPro</span></td><td>RefObject&lt;GridApiPro>');
    expect(rowOf('fancy-grid-prop-apiRef-FancyGridPremium')).toContain('<span class="api-in">FancyGridPremium</span></td><td>RefObject&lt;GridApiPremium>');
    expect(inline.html).toContain('a member marked <span class="plan-badge plan-badge-pro">Pro</span> is in FancyGridPro and FancyGridPremium only;');
    expect(inline.markdown).toContain('| `treeData` (Pro) |');
    expect(inline.markdown).toContain('| `apiRef` (FancyGridPro) | `RefObject<GridApiPro>`');
  });

  it('keeps every member of every edition, each once, and the imports of all three', () => {
    for (const d of [community, pro, premium]) for (const p of d.props) expect(inline.html).toContain(`>${p.name}</a>`);
    const rows = [...inline.html.matchAll(/<tr id="fancy-grid-prop-/g)].length;
    expect(rows).toBe(4 + 2); // rows, apiRef x3, treeData, aggregation
    for (const name of ['FancyGrid', 'FancyGridPro', 'FancyGridPremium']) expect(inline.markdown).toContain(`import { ${name} }`);
  });
});

describe('inline helpers', () => {
  it('groups the plan editions and the Desktop / Mobile / Static variants of a component, in the listed order', () => {
    expect(editionGroups(['DataGrid', 'Toolbar', 'DataGridPro', 'DataGridPremium'], () => true)).toEqual([['DataGrid', 'DataGridPro', 'DataGridPremium'], ['Toolbar']]);
    expect(editionGroups(['DatePicker', 'DateField', 'DesktopDatePicker', 'MobileDatePicker', 'StaticDatePicker'], () => true)).toEqual([
      ['DatePicker', 'DesktopDatePicker', 'MobileDatePicker', 'StaticDatePicker'],
      ['DateField'],
    ]);
    // Only component pages are merged (a hook or an unknown name stays on its own).
    expect(editionGroups(['DataGrid', 'DataGridPro'], (name) => name === 'DataGrid')).toEqual([['DataGrid'], ['DataGridPro']]);
  });

  it.each([
    ['DataGrid', 'data-grid'],
    ['useGridApiRef', 'use-grid-api-ref'],
    ['GridAPIRef', 'grid-api-ref'],
  ])('kebab(%s) = %s', (input, output) => {
    expect(kebab(input)).toBe(output);
  });

  it('prefixIds leaves text alone', () => {
    expect(prefixIds('<p id="a">id="b" <a href="#c">x</a></p>', 'p')).toBe('<p id="p-a">id="b" <a href="#p-c">x</a></p>');
  });

  it('demoteHeadings shifts h2..h5', () => {
    expect(demoteHeadings('<h2 id="a">A</h2><h3>B</h3><header>')).toBe('<h3 id="a">A</h3><h4>B</h4><header>');
  });
});
