/**
 * The one product resolver (`resolveProduct`): which product a query asks within (an npm package of a
 * pasted error, the product's name in its words, a component of one product), the words that go with the
 * name, and the weights of other products' and a sibling component's pages.
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../scripts/search/build-index';
import { queryTokens } from './tokens';
import { SearchIndex, resolveProduct, twinLeads, twinTitles, type ProductQuery } from './search-index';
import { RANKING } from './ranking';
import type { SearchDocInput } from './types';

/** The words reading of `query` (not an error), with `component` standing in for the index's component table. */
const words = (query: string, extra: Partial<ProductQuery> = {}) => resolveProduct({ query, text: query, error: false, tokens: queryTokens(query), wordsName: true, ...extra });

describe('resolveProduct', () => {
  it('reads a pasted error’s package as its product and drops the package from the text', () => {
    const text = "Module not found: Can't resolve '@mui/x-date-pickers-pro/AdapterDayjs'";
    const r = resolveProduct({ query: text, text, error: true });
    expect(r).toMatchObject({ product: 'x-date-pickers', by: 'package', others: 1, sibling: undefined });
    expect(r.text).not.toContain('@mui/x-date-pickers');
    expect(r.text).toContain('AdapterDayjs');
  });

  it('names no product for packages of two products, of no product, or outside an error', () => {
    const two = 'Error in @mui/x-data-grid and @mui/x-charts';
    expect(resolveProduct({ query: two, text: two, error: true })).toMatchObject({ product: undefined, text: two });
    const license = "Can't resolve '@mui/x-license'";
    expect(resolveProduct({ query: license, text: license, error: true }).product).toBeUndefined();
    const plain = 'install @mui/x-data-grid';
    expect(resolveProduct({ query: plain, text: plain, error: false })).toMatchObject({ product: undefined, text: plain });
  });

  it('reads the product’s name in a question’s words, drops those words and halves other products’ pages', () => {
    expect(words('is the data grid free for commercial use')).toMatchObject({ product: 'x-data-grid', by: 'name', others: 0.5 });
    expect(words('is the data grid free for commercial use').tokens).not.toContain('grid');
    expect(words('date pickers localization')).toMatchObject({ product: 'x-date-pickers', tokens: ['localization'] });
    // (Chinese: the product's bigrams go, with the one that straddles the name.)
    expect(words('数据表格分页').product).toBe('x-data-grid');
  });

  it('keeps the words when the name is all the query says, or names two products', () => {
    expect(words('data grid')).toMatchObject({ product: undefined, tokens: ['data', 'grid'] });
    expect(words('data grid with date pickers').product).toBeUndefined();
  });

  it('does not read a name from a name typed as code, a question about versions, or an error’s words', () => {
    expect(words('data grid sorting', { wordsName: false }).product).toBeUndefined();
    expect(words('data grid sorting', { error: true }).product).toBeUndefined();
    // (An error keeps the product its packages named.)
    expect(words('x grid sorting', { error: true, named: 'x-charts' }).product).toBe('x-charts');
  });

  it('weighs other products’ pages at a tenth for an error that names one product, by its package, prefix, words or a component', () => {
    expect(words('MUI X Charts: No axis found', { error: true, named: 'x-charts' })).toMatchObject({ product: 'x-charts', others: 0.1 });
    // (By its words or a component it spares that product's pages, `of`, without naming it: its pages are not raised.)
    expect(words('MUI X: the Data Grid has no rows', { error: true })).toMatchObject({ product: undefined, of: 'x-data-grid', others: 0.1 });
    const component = (q: string) => (/SimpleTreeViewProps/.test(q) ? 'x-tree-view' : undefined);
    expect(words("Property 'x' does not exist on type 'SimpleTreeViewProps'", { error: true, component })).toMatchObject({ of: 'x-tree-view', others: 0.1 });
    expect(words('TypeError: x is undefined', { error: true, component })).toMatchObject({ of: undefined, others: 1 });
  });

  it('reads a component of one product as that product, keeping its words and halving other products’ pages', () => {
    const component = (q: string) => (/LineChart/i.test(q) ? 'x-charts' : undefined);
    const r = words('LineChart scaleType time', { component });
    expect(r).toMatchObject({ product: 'x-charts', by: 'component', others: 0.5 });
    expect(r.tokens).toEqual(queryTokens('LineChart scaleType time'));
    expect(words('scaleType time axis', { component }).product).toBeUndefined();
    // (Never for Chinese, nor when the query also names a product by its words.)
    expect(words('LineChart 数据表格', { component }).by).not.toBe('component');
  });

  it('reads 树 "tree" in a Chinese query as the Tree View, unless it speaks of a table or data', () => {
    expect(words('树默认展开所有节点')).toMatchObject({ product: 'x-tree-view', by: 'component' });
    expect(words('树视图 拖拽排序').product).toBe('x-tree-view');
    // (树形数据, 树形表格: the grid's tree data.)
    expect(words('树形数据 默认展开').product).toBeUndefined();
    expect(words('树形表格 默认展开所有行').product).toBe('x-data-grid');
  });

  it('reads `tree` alone in an English question as the Tree View, unless it speaks of a grid’s rows, columns or data', () => {
    expect(words('selecting a folder in the tree also selects the files inside it')).toMatchObject({ product: 'x-tree-view', by: 'component', others: 0.5 });
    expect(words('arrow icons of the trees').product).toBe('x-tree-view');
    // (The grid's Tree data: a tree of rows.)
    expect(words('tree data lazy loading').product).toBeUndefined();
    expect(words('show my rows as a tree').product).toBeUndefined();
    expect(words('expand every group of the tree').product).toBeUndefined();
  });

  it('reads the parts of a chart and a picker without 器 as their products, and not 时间轴 nor 日期 alone', () => {
    for (const q of ['y轴 固定最大值和最小值', 'x 轴标签旋转', '坐标轴的数字加上单位', '点击图例隐藏某条曲线', '柱子顶部做成圆角']) {
      expect(words(q), q).toMatchObject({ product: 'x-charts', by: 'component' });
    }
    for (const q of ['日期选择 手机上变成弹窗了', '时间选择 只能选整点', '日期范围 只显示一个月', '时间范围 开始 结束']) {
      expect(words(q), q).toMatchObject({ product: 'x-date-pickers', by: 'component' });
    }
    // (A timeline, and a date or a time a grid's column has too: no product.)
    expect(words('时间轴 显示事件').product).toBeUndefined();
    expect(words('日期 列 排序').product).toBeUndefined();
    // (Both products' words: none.)
    expect(words('日期范围 柱状图').product).toBeUndefined();
  });

  it('marks the sibling’s pages when a query names one of two siblings, and none when it names both', () => {
    expect(words('checkboxes in Rich tree view')).toMatchObject({ sibling: '/simple-tree-view/', siblingWeight: 0.5 });
    expect(words('simple tree view items')).toMatchObject({ sibling: '/rich-tree-view/', siblingWeight: 0.5 });
    expect(words('rich tree view vs simple tree view')).toMatchObject({ sibling: undefined, siblingWeight: 1 });
  });

  it('weighs the narrower sibling’s pages less when a query names neither', () => {
    expect(words('disable selection of some tree items')).toMatchObject({ sibling: '/simple-tree-view/', siblingWeight: 0.8 });
    expect(words('SimpleTreeView items').sibling).toBe('/rich-tree-view/');
    // (An error's words are read for a sibling too.)
    expect(words('RichTreeView: items must have an id', { error: true }).sibling).toBe('/simple-tree-view/');
  });

  it('reads the one component a question names by its page’s title, and weighs its siblings’ pages less', () => {
    const componentPage = (t: readonly string[]) => (t.includes('picker') ? 7 : undefined);
    expect(words('add a clear button to the date picker', { componentPage })).toMatchObject({ page: 7, pageSiblings: 0.5 });
    expect(words('add a clear button', { componentPage })).toMatchObject({ page: undefined, pageSiblings: 1 });
    // (Not from an error's words, nor from a name typed as code.)
    expect(words('the date picker', { componentPage, error: true }).page).toBeUndefined();
    expect(words('the date picker', { componentPage, wordsName: false }).page).toBeUndefined();
  });
});

describe('SearchIndex.componentPage', () => {
  const doc = (path: string, title: string, text: string, heading = 'Control the value'): SearchDocInput => ({
    path,
    title,
    description: '',
    product: 'x-date-pickers',
    kind: 'guide',
    sections: [
      { anchor: '', heading: '', text: '' },
      { anchor: 'value', heading, text },
    ],
  });
  const index = new SearchIndex(
    buildSearchIndex([
      doc('/x/date-picker', 'Date Picker', 'Pick a date. A button clears it.'),
      doc('/x/date-time-picker', 'Date Time Picker', 'Pick a date and a time, or clear them.', 'Add a clear button'),
      doc('/x/time-picker', 'Time Picker', 'Pick a time.'),
      doc('/x/time-clock', 'Time Clock', 'A clock.'),
      doc('/x/validation', 'Date and Time Pickers - Validation', 'The date picker and the time picker.'),
    ]),
  );
  it('finds the page titled by the component the words name, the longest name first', () => {
    const titleOf = (q: string) => {
      const p = index.componentPage(queryTokens(q));
      return p === undefined ? undefined : (index as unknown as { data: { pages: string[][] } }).data.pages[p]![1];
    };
    expect(titleOf('add a clear button to the date picker')).toBe('Date Picker');
    expect(titleOf('datepicker clear button')).toBe('Date Picker');
    expect(titleOf('date time picker with seconds')).toBe('Date Time Picker');
    // (Two components, none, or a guide titled `Product - Topic`: no page.)
    expect(titleOf('date picker or a time clock')).toBeUndefined();
    expect(titleOf('clear button')).toBeUndefined();
    expect(titleOf('validation of the pickers')).toBeUndefined();
  });

  it('puts the named component’s page before a sibling’s that has more of the words', () => {
    // The first stage's rule, on this hand-made index (the learned second stage off: scripts/search/quality.test.ts
    // checks the case on the real index with it on).
    index.rerankWeights = null;
    expect(index.search('add a clear button to the date picker')[0]!.path.split('#')[0]).toBe('/x/date-picker');
  });
});

describe('SearchIndex.componentPage in the Chinese index', () => {
  const doc = (path: string, title: string, heading: string, text: string): SearchDocInput => ({
    path,
    title,
    description: '',
    product: 'x-date-pickers',
    kind: 'guide',
    sections: [
      { anchor: '', heading: '', text: '' },
      { anchor: 'a', heading, text },
    ],
  });
  const zh = new SearchIndex(
    buildSearchIndex(
      [
        doc('/x/date-time-picker', '日期时间选择器', '视图和格式', '选择日期和时间，不要。'),
        doc('/x/time-picker', '时间选择器', '视图和格式', '只选时分。'),
        doc('/x/digital-clock', '数字时钟', '时间步长 分钟步长', '分钟 步长。'),
        doc('/x/custom-field', '自定义字段', '字段', '自定义。'),
      ],
      undefined,
      'zh',
    ),
  );
  const titleOf = (q: string) => {
    const p = zh.componentPage(queryTokens(q), q);
    return p === undefined ? undefined : zh.data.pages[p]![1];
  };

  it('finds the page whose Chinese title the query types, the longest title first', () => {
    expect(titleOf('日期时间选择器 不要秒')).toBe('日期时间选择器');
    expect(titleOf('时间选择器 分钟步长')).toBe('时间选择器');
    // (Not a page about customizing them, nor a query naming none.)
    expect(titleOf('自定义字段')).toBeUndefined();
    expect(titleOf('分钟步长')).toBeUndefined();
  });

  it('weighs the named component’s siblings less', () => {
    zh.rerankWeights = null;
    // (Time Picker says every word after the name; Date Time Picker is the component named.)
    expect(zh.search('日期时间选择器 不要秒 只选时分')[0]!.path.split('#')[0]).toBe('/x/date-time-picker');
  });
});

describe('SearchIndex: a camelCase member of one product names it', () => {
  const api = (path: string, title: string, product: SearchDocInput['product'], props: string[]): SearchDocInput => ({
    path,
    title,
    description: '',
    product,
    kind: 'api',
    sections: [{ anchor: '', heading: '', text: '' }, ...props.map((p) => ({ anchor: `prop-${p}`, heading: p, text: `The ${p} prop.`, prop: true }))],
  });
  const index = new SearchIndex(
    buildSearchIndex([
      api('/x/api/charts/line-chart', 'LineChart API', 'x-charts', ['scaleType', 'valueFormatter']),
      api('/x/api/data-grid/data-grid', 'DataGrid API', 'x-data-grid', ['onRowClick', 'valueFormatter']),
      api('/x/api/data-grid/grid-col-def', 'GridColDef API', 'x-data-grid', ['valueFormatter']),
    ]),
  );
  const productOf = (q: string) => (index as unknown as { componentProduct(q: string): string | undefined }).componentProduct(q);
  it('reads the product of a member only one product documents, typed in its own case', () => {
    expect(productOf('show only the date with scaleType: "time"')).toBe('x-charts');
    expect(productOf('onRowClick fired when a button in the cell is clicked')).toBe('x-data-grid');
  });
  it('names none for a shared member, members of two products, or a member typed in lowercase', () => {
    expect(productOf('valueFormatter not applied')).toBeUndefined();
    expect(productOf('scaleType and onRowClick')).toBeUndefined();
    expect(productOf('scaletype time')).toBeUndefined();
    // (A shared member does not stand in the way of one product's.)
    expect(productOf('valueFormatter with scaleType band')).toBe('x-charts');
  });
});

describe('SearchIndex: a plan’s or a variant’s component name names its product', () => {
  const index = new SearchIndex(
    buildSearchIndex([
      { path: '/x/api/data-grid/data-grid', title: 'DataGrid API', description: '', product: 'x-data-grid', kind: 'api', sections: [{ anchor: '', heading: '', text: '' }] },
      { path: '/x/api/date-pickers/date-picker', title: 'DatePicker API', description: '', product: 'x-date-pickers', kind: 'api', sections: [{ anchor: '', heading: '', text: '' }] },
    ]),
  );
  const productOf = (q: string) => (index as unknown as { componentProduct(q: string): string | undefined }).componentProduct(q);
  it('reads DataGridPro as the DataGrid’s product and MobileDatePicker as the DatePicker’s', () => {
    expect(productOf('translations of the DataGridPro')).toBe('x-data-grid');
    expect(productOf('DataGridPremium localization')).toBe('x-data-grid');
    expect(productOf('MobileDatePicker format')).toBe('x-date-pickers');
    expect(productOf('DataGridPro in a MobileDatePicker')).toBeUndefined();
  });
});

describe('SearchIndex: a query naming no product, on a topic several products’ guides are titled by', () => {
  const guide = (path: string, title: string, product: SearchDocInput['product'], text: string): SearchDocInput => ({
    path,
    title,
    description: '',
    product,
    kind: 'guide',
    sections: [
      { anchor: '', heading: '', text: '' },
      { anchor: 'custom', heading: 'Custom toolbar', text },
    ],
  });
  const docs = [
    guide('/x/react-charts/toolbar', 'Toolbar', 'x-charts', 'Add a button to the toolbar: each button of the toolbar is a slot, a button exports the chart.'),
    guide('/x/react-data-grid/components/toolbar', 'Toolbar', 'x-data-grid', 'Add a button to the toolbar of the grid.'),
    guide('/x/react-tree-view/items', 'Items', 'x-tree-view', 'Add a button to each item.'),
    guide('/x/react-charts/quickstart', 'Quickstart', 'x-charts', 'Install the package, add a button.'),
    guide('/x/react-data-grid/quickstart', 'Quickstart', 'x-data-grid', 'Install the package.'),
  ];
  const index = new SearchIndex(buildSearchIndex(docs));
  // (The first stage's rule alone, on this hand-made index.)
  index.rerankWeights = null;
  const first = (q: string, options = {}) => index.search(q, options)[0]!.path.split('#')[0];
  it('leads with the most used product’s guide', () => {
    expect(first('add a button to the toolbar')).toBe('/x/react-data-grid/components/toolbar');
    expect(first('toolbar')).toBe('/x/react-data-grid/components/toolbar');
  });
  it('keeps the densest page when the query names a product, is read in one, or the rule is off', () => {
    expect(first('add a button to the charts toolbar')).toBe('/x/react-charts/toolbar');
    expect(first('add a button to the toolbar', { product: 'x-charts' })).toBe('/x/react-charts/toolbar');
    const off = new SearchIndex(buildSearchIndex(docs), { ...RANKING, twinLead: 1 });
    off.rerankWeights = null;
    expect(off.search('add a button to the toolbar')[0]!.path.split('#')[0]).toBe('/x/react-charts/toolbar');
  });
  it('marks the twins of the most used product, not a title naming a kind of page', () => {
    const built = index as unknown as { data: { pages: [string, string, string, string][] }; topics: string[] };
    const all = built.data.pages.map((_, p) => p);
    const leads = (said: (words: readonly string[]) => boolean) => [...twinLeads(built.data.pages, (p) => twinTitles(built.topics[p] ?? ''), all, said)].map((p) => built.data.pages[p]![0]);
    expect(leads(() => true)).toEqual(['/x/react-data-grid/components/toolbar']);
    expect(leads((words) => !words.includes('toolbar'))).toEqual([]);
  });
});
