/**
 * How a query is read before pages are scored (session 11's rules): a pasted error's lead class and
 * the reader's values in it, a code name in a page's title, siblings, a question naming an API. Each
 * ranking case is a query of the development sets whose page the rule put first (it was not first
 * without the rule).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index';
import { codeWords, errorText, nodeErrorCode, searchLocaleOf, withoutCjk, withoutExportList } from './tokens';
const first = (index: SearchIndex, q: string) => index.search(q)[0]?.path.split('#')[0];

describe('a pasted error', () => {
  it('does not read its lead class (`TypeError:`) as a code name', () => {
    const { names, parts } = codeWords('TypeError: apiRef.current.getAllRowIds is not a function');
    expect([...names]).toEqual(['apiref', 'getallrowids']);
    expect(parts).not.toContain('type');
    expect(parts).not.toContain('error');
  });

  it('reads no JavaScript value or ref accessor it quotes as a code name (`undefined`, `null`, `.current`)', () => {
    expect([...codeWords("error TS18047: 'apiRef.current' is possibly 'null'.").names]).toEqual(['apiref']);
    expect([...codeWords('Warning: Failed prop type: The prop `dateAdapter` is marked as required, but its value is `undefined`.').names]).toEqual(['dateadapter']);
  });

  it('reads the keys of a type literal the compiler quotes as the reader’s, the type it is to be as code', () => {
    const { names } = codeWords("Type '{ field: string; headerName: string; width: number; }[]' is not assignable to type 'readonly GridColDef<any>[]'.");
    expect([...names]).toEqual(['gridcoldef', 'any']);
  });

  it('reads no JavaScript type of a prop-type check (of type `object`, expected an array) as code, and unwraps `ForwardRef(…)`', () => {
    const q = 'Warning: Failed prop type: Invalid prop `rows` of type `object` supplied to `ForwardRef(DataGrid)`, expected an array.';
    expect([...codeWords(q).names]).toEqual(['rows', 'datagrid']);
    expect(errorText(q)).not.toMatch(/\b(?:object|array|supplied|ForwardRef)\b/);
  });

  it('keeps the keys of the reader’s unquoted values (`groupId=sales`), not the values; quoted ones stay', () => {
    expect(errorText('MUI X: group groupId=sales has no children.')).not.toContain('sales');
    expect(errorText('MUI X: group groupId=sales has no children.')).toContain('groupId');
    expect(errorText('MUI X: The cell with id=1 and field=name is not in view mode.')).not.toMatch(/=|\bname\b/);
    expect(errorText("MUI X: The `rowCount` prop must be passed using `paginationMode='server'`")).toContain("paginationMode='server'");
  });

  it('reads no version or range it quotes (`^2.25.0 || ^3.2.0`, `@6.19.4`) as words: the reader’s install, not a page’s', () => {
    const text = errorText('npm ERR! Could not resolve dependency: peer date-fns@"^2.25.0 || ^3.2.0 || ^4.0.0" from @mui/x-data-grid@6.19.4');
    expect(text).not.toMatch(/\d/);
    expect(text).toContain('date-fns');
    expect(text).toContain('@mui/x-data-grid');
    // (A major version alone, `v7`, stays: it says the reader is upgrading.)
    expect(errorText('Error: value.isValid is not a function after v7')).toContain('v7');
  });

  it('names a Node.js module error pasted without its code by that code, and only then', () => {
    expect(nodeErrorCode("Error: Directory import '/srv/app/node_modules/@mui/material/utils' is not supported resolving ES modules imported from /srv/app/x.js")).toBe('ERR_UNSUPPORTED_DIR_IMPORT');
    expect(nodeErrorCode('TypeError: Unknown file extension ".css" for /app/node_modules/@mui/x-data-grid/esm/index.css')).toBe('ERR_UNKNOWN_FILE_EXTENSION');
    expect(nodeErrorCode("Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import '/a/b' is not supported resolving ES modules imported from /a/c.js")).toBeUndefined();
    expect(nodeErrorCode("Module not found: Can't resolve '@mui/x-date-pickers/AdapterDayjs'")).toBeUndefined();
  });

  it('reads no export of the list webpack appends (`possible exports: …`), cut or whole', () => {
    const q = "export 'AdapterDateFns' (imported as 'AdapterDateFns') was not found in '@mui/x-date-pickers' (possible exports: ArrowDropDownIcon, ArrowLeftIcon, CalendarIcon";
    expect([...codeWords(withoutExportList(q)).names]).not.toContain('arrowdropdownicon');
    expect(withoutExportList(`${q})`)).toBe("export 'AdapterDateFns' (imported as 'AdapterDateFns') was not found in '@mui/x-date-pickers'");
  });

  it('is searched in the English index when a Chinese reader wraps it in a few words of their own', () => {
    // (Only the English index has the API pages and the catalogue of the libraries' messages.)
    expect(searchLocaleOf('报错：MUI X: Missing license key.')).toBe('en');
    expect(searchLocaleOf('控制台警告 Warning: Failed prop type: The prop `rows` is marked as required')).toBe('en');
    expect(searchLocaleOf('升级后报错 MUI: The token "de" is not supported by the Date and Time Pickers.')).toBe('en');
    expect(withoutCjk('运行时报错: Error: MUI X: Missing license key.')).toBe('Error: MUI X: Missing license key.');
    // A Chinese question naming an API or two stays in the Chinese index.
    expect(searchLocaleOf('DatePicker 的 slotProps textField 不生效')).toBe('zh');
    expect(searchLocaleOf('Warning 怎么去掉')).toBe('zh');
    expect(searchLocaleOf('表格 分页')).toBe('zh');
  });
});

// (On the real index the content build wrote: the dev-set queries each rule put first, none of them first before.)
const bulk = join(import.meta.dirname, '..', '..', 'dist', 'kv-bulk.json');
describe.skipIf(!existsSync(bulk))('on the real index', () => {
  const text = existsSync(bulk) ? readFileSync(bulk, 'utf8') : '';
  const at = text.indexOf(':search-index","value":"');
  let end = at + 24;
  while (at >= 0 && text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
  const index = at >= 0 ? new SearchIndex(JSON.parse(`"${text.slice(at + 24, end)}"`) as string) : undefined;

  it.each([
    // A code name in a page's title counts more in an error's share (<Toolbar />: Toolbar component; ChartsReferenceLine).
    ['MUI X: Missing context. Toolbar subcomponents must be placed within a <Toolbar /> component.', '/x/react-data-grid/components/toolbar'],
    // (ChartsReferenceLine's reference is found by its title, right after the guide the message catalogue gives, below.)
    // A message behind the banner or timestamp its console printed is read as the message (the `MUI X:` prefix);
    // the message catalogue then gives the page it is about (Quickstart: add the provider and the adapter).
    [
      '*************************************************************\n\nMUI X: Can not find the date and time pickers adapter from its localization context. It looks like you forgot to pass a `dateAdapter` to your LocalizationProvider.',
      '/x/react-date-pickers/quickstart',
    ],
    // The message catalogue: a pasted MUI X message (whole, or cut, without its prefix) leads to the page about its cause.
    ['MUI X: When the value of a field is an object or a `renderCell` is provided, the CSV export might not display the value correctly.', '/x/react-data-grid/export'],
    // (And after a Chinese reader's words: the English index reads the message, searchLocaleOf.)
    ['导出报错：MUI X: When the value of a field is an object or a `renderCell` is provided, the CSV export might not display the value correctly.', '/x/react-data-grid/export'],
    ['When the value of a field is an object or a `renderCell` is provided, the CSV export', '/x/react-data-grid/export'],
    ['MUI X: The `renderInput` prop has been removed in version 6.0 of the Date and Time Pickers.', '/x/migration/migration-pickers-v5'],
    // The catalogue's guide comes before an API page the engine put first (the component's reference, by its title).
    ['MUI X Charts: The ChartsReferenceLine should have a value in `x` or `y` prop.', '/x/react-charts/composition'],
    ['Uncaught Error: MUI X Charts: The ChartsReferenceLine cannot have both `x` and `y` props set.', '/x/react-charts/composition'],
    // (Pages read by hand for messages no link or name pointed to, scripts/search/messages.ts KNOWN_PAGES.)
    ['MUI X Charts: Could not find the Chart context.', '/x/react-charts/composition'],
    ['MUI X: The row reordering do not support reordering of grouped rows yet.', '/x/react-data-grid/row-ordering'],
    ["MUI X: No filter operator found for column 'status' and operator value 'isAnyOf'.", '/x/react-data-grid/filtering/customization'],
    // And after a reader's few words before its prefix.
    ['I get this error: MUI X: Missing context. Toolbar subcomponents must be placed within a <Toolbar /> component.', '/x/react-data-grid/components/toolbar'],
    // An export or a type only the migration guides mention is one removed or renamed since: its guide.
    [`Module '"@mui/x-date-pickers"' has no exported member 'PickersOutlinedInput'.`, '/x/migration/migration-pickers-v7'],
    ["export 'TreeViewSlotProps' (imported as 'TreeViewSlotProps') was not found in '@mui/x-tree-view'", '/x/migration/migration-tree-view-v7'],
    // (A prop a type requires that only they mention: the compiler's `but required in type`.)
    ["Property 'nodeId' is missing in type '{ children?: ReactNode; }' but required in type 'TreeItemProps'.ts(2322)", '/x/migration/migration-tree-view-v6'],
    // (A current guide's keyword for the old name, `responsivechartcontainer` on Composition, is an alias, not a
    // page that still says it; and the product's own migration guides weigh as its pages for an upgrade's error.)
    [`Module '"@mui/x-charts"' has no exported member 'ResponsiveChartContainer'.`, '/x/migration/migration-charts-v7'],
    ["export 'ResponsiveChartContainer' (imported as 'ResponsiveChartContainer') was not found in '@mui/x-charts'", '/x/migration/migration-charts-v7'],
    // A missing module's entry only the migration guides name was removed since: its name is what the reader
    // wanted (the date-fns adapter's import today), not the install step.
    ["Module not found: Can't resolve '@mui/x-date-pickers/AdapterDateFnsV3'", '/x/react-date-pickers/adapters-locale'],
    // A Node.js module error without its code is read with it: the page that names the code.
    ['TypeError: Unknown file extension ".css" for /app/node_modules/@mui/x-data-grid/esm/index.css', '/x/react-data-grid/quickstart'],
    // The exports webpack lists after a name it did not find are not the message's names.
    [
      "export 'AdapterDateFns' (imported as 'AdapterDateFns') was not found in '@mui/x-date-pickers' (possible exports: ArrowDropDownIcon, ArrowLeftIcon, ArrowRightIcon, CalendarIcon, ClearIcon, ClockIcon, DEFAULT_DESKTOP_MODE_MEDIA_QUERY, DEFAULT_LOCALE, DateCalendar, DateField, DatePicker",
      '/x/react-date-pickers/adapters-locale',
    ],
    // A prop-type check's JavaScript types (`object`, `number`) are no code: the API object's pages no longer lead.
    ['Failed prop type: Invalid prop `series.data[0]` of type `object` supplied to `DefaultChartsItemTooltipContent`, expected `number`.', '/x/react-charts/tooltip'],
    // A locale's export an import error quotes is about the product's Localization.
    ["export 'daDK' (imported as 'daDK') was not found in '@mui/x-data-grid'", '/x/react-data-grid/localization'],
    // A date library's method a value lacks (`x.isBefore is not a function`) is about the pickers' date library, not
    // the migration guide that lists the adapter's changed methods.
    ['Uncaught TypeError: date.isBefore is not a function', '/x/react-date-pickers/adapters-locale'],
    ['utils.date is not a function', '/x/react-date-pickers/adapters-locale'],
    // The place a runtime names after `is not a function` (`at DatePicker`, `in onChange`) is not what the error is about.
    ['Uncaught TypeError: value.isValid is not a function at DatePicker', '/x/react-date-pickers/adapters-locale'],
    ['TypeError: value.toDate is not a function in onChange', '/x/react-date-pickers/adapters-locale'],
    // A grid's height is its Layout (a reader's word for the feature, as `width` is Column dimensions'), not the
    // Row height guide whose title says `height`.
    ['how do I give the grid a fixed height and scroll inside it', '/x/react-data-grid/layout'],
    // The grid's own height (`DataGrid height`, `height on DataGrid`) is its Layout; a row's height stays Row height.
    ['How to adjust DataGrid height to total height of its rows?', '/x/react-data-grid/layout'],
    ['set max height on DataGrid and show scrollbar after 10 rows', '/x/react-data-grid/layout'],
    ['No minimum height for DataGrid doesn\'t show "No rows" anymore', '/x/react-data-grid/layout'],
    ['change the row height of the grid', '/x/react-data-grid/row-height'],
    // A grid showing its frame but no rows is one its parent gave no room: Layout.
    ['The DataGrid does not show any rows or data just the navigation buttons on the bottom.', '/x/react-data-grid/layout'],
    ['DataGrid renders only the column headers and the footer, rows are invisible', '/x/react-data-grid/layout'],
    // A locale's export a question names (`deDE`) is about its product's Localization, a language tag (`es-MX`)
    // about the date library's locale.
    ['DataGrid deDE locale not applied to the column menu', '/x/react-data-grid/localization'],
    ['DatePicker not working property in es-MX using daysjs', '/x/react-date-pickers/adapters-locale'],
    // An npm peer conflict's versions no longer crowd out the `install` its unresolved dependency adds.
    ['npm ERR! Could not resolve dependency: peer date-fns@"^2.25.0 || ^3.2.0 || ^4.0.0" from @mui/x-date-pickers', '/x/introduction/installation'],
    // A read of a date adapter's format on nothing is about the date library the pickers were given (not the old
    // guides' lists of changed adapter formats).
    ["Cannot read properties of undefined (reading 'keyboardDate')", '/x/react-date-pickers/adapters-locale'],
    // A package bumped to a version is an upgrade: the migration guide; a bump with no package or version is not.
    ['after bumping @mui/x-data-grid to 8 my code does not compile', '/x/migration/migration-data-grid-v7'],
    ['we bumped @mui/x-charts and the legend disappeared', '/x/migration/migration-charts-v7'],
    ['bump curve line chart', '/x/react-charts/lines'],
    // A component page's section that sums up a feature its product has a guide for gives way to the guide,
    // unless the question names the component and not the feature (`date picker with only month and year`, below).
    ['prevent choosing a date before today', '/x/react-date-pickers/validation'],
    ['show a red helper text under the field when the date is not valid', '/x/react-date-pickers/validation'],
    ['[DateRangePicker] Implement range shortcuts', '/x/react-date-pickers/shortcuts'],
    ['date range pecker with one input instead of two', '/x/react-date-pickers/date-range-picker'],
    // A tree query naming neither sibling leans to Rich Tree View's pages.
    ['get the ids of the selected tree items', '/x/react-tree-view/rich-tree-view/selection'],
    // A question naming one picker component by its title leans to its page.
    ['date picker with only month and year', '/x/react-date-pickers/date-picker'],
    // API rows weigh 0.15x for a question naming an API: the guide that shows it comes first.
    ['LinePlot onItemClick should provide dataIndex property', '/x/react-charts/lines'],
    // A question with a question's lead and one word (`where is …`) is a question: the guide before the API page.
    ['Where is the datepicker?', '/x/react-date-pickers/date-picker'],
  ])('%s -> %s', (q, page) => {
    expect(first(index!, q)).toBe(page);
  });

  it('parses no message catalogue for a question of six words no message has, and still reads a message pasted in part', () => {
    const fresh = new SearchIndex(JSON.parse(`"${text.slice(at + 24, end)}"`) as string);
    const built = () => (fresh as unknown as { messages: unknown }).messages !== undefined;
    expect(fresh.search('how do I make a column not sortable').length).toBeGreaterThan(0);
    expect(built()).toBe(false);
    expect(first(fresh, 'When the value of a field is an object or a `renderCell` is provided, the CSV export')).toBe('/x/react-data-grid/export');
    expect(built()).toBe(true);
  });

  it('finds the reference of a component a pasted message names by its title, after the catalogue’s guide', () => {
    expect(index!.search('MUI X Charts: The ChartsReferenceLine should have a value in `x` or `y` prop.')[1]?.path).toBe('/x/api/charts/charts-reference-line');
  });

  it('reads a member any object has, read on nothing (`row`, `date`), as the code it is, not as the date library', () => {
    expect(first(index!, "TypeError: Cannot read properties of undefined (reading 'row')")).toMatch(/^\/x\/(?:react-data-grid|api\/data-grid)\//);
  });

  it('reads a method no date library has (`getAllRowIds`) as the code it is, not as the date library', () => {
    expect(first(index!, 'TypeError: apiRef.current.getAllRowIds is not a function')).toMatch(/^\/x\/(?:react-data-grid|api\/data-grid)\//);
  });
});

// (Session 25's rules, on the same real index: each query's page was not first, or not in the top 10, without its rule.)
describe.skipIf(!existsSync(bulk))('on the real index: products, plans and upgrades', () => {
  const text = existsSync(bulk) ? readFileSync(bulk, 'utf8') : '';
  const load = (suffix: string) => {
    const at = text.indexOf(`${suffix}","value":"`);
    if (at < 0) return undefined;
    const start = at + suffix.length + 11;
    let end = start;
    while (text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
    return new SearchIndex(JSON.parse(`"${text.slice(start, end)}"`) as string);
  };
  const en = load(':search-index');
  const zh = load(':search-index-zh');

  it('keeps other products’ pages out of the first results of a message that names its product', () => {
    const results = en!.search('MUI X Charts: The data length of the x axis (5 items) is lower than the length of series (7 items).').slice(0, 5);
    expect(results.map((r) => r.path.split('/')[2])).toEqual(Array(5).fill('react-charts'));
  });

  it.each([
    ['which plan do I need for row grouping and aggregation', '/x/introduction/licensing'],
    ['is the free data grid enough or do I need pro', '/x/introduction/licensing'],
    ['charts free vs pro which features', '/x/introduction/licensing'],
  ])('answers a plan comparison with the Licensing guide: %s', (q, page) => {
    expect(first(en!, q)).toBe(page);
  });

  it.each([['专业版和高级版有什么区别'], ['免费版和 Pro 版有什么区别']])('answers a Chinese plan comparison with the Licensing guide: %s', (q) => {
    expect(first(zh!, q)).toBe('/x/introduction/licensing');
  });

  it('finds the upgrade guide for a name the compiler says the product does not export', () => {
    const paths = en!.search(`Module '"@mui/x-tree-view"' has no exported member 'TreeView'.`).map((r) => r.path.split('#')[0]);
    expect(paths.slice(0, 10)).toContain('/x/migration/migration-tree-view-v7');
  });

  it.each([
    ["export 'TreeView' (imported as 'TreeView') was not found in '@mui/x-tree-view'", '/x/migration/migration-tree-view-v7'],
    ['MuiTreeView styleOverrides in theme no longer applied', '/x/migration/migration-tree-view-v7'],
    ['.MuiTreeView-root css selector not matching anymore after upgrade', '/x/migration/migration-tree-view-v7'],
  ])('leans a name a migration guide lists as removed (its theme key, its classes) to that guide: %s', (q, page) => {
    expect(
      en!
        .search(q)
        .slice(0, q.startsWith('export') ? 1 : 2)
        .map((r) => r.path.split('#')[0]),
    ).toContain(page);
  });

  it.each([
    [`Module '"@mui/x-tree-view"' has no exported member 'TreeView'.`, '/x/migration/migration-tree-view-v7'],
    [`Module '"@mui/x-date-pickers"' has no exported member 'CalendarPicker'`, '/x/migration/migration-pickers-v5'],
    ['.MuiTreeView-root css selector not matching anymore after upgrade', '/x/migration/migration-tree-view-v7'],
  ])('leans a removed name to its guide also when another sign (the compiler’s words, `upgrade`) says versions: %s', (q, page) => {
    expect(first(en!, q)).toBe(page);
  });

  it.each([
    ["'apiRef.current' is possibly 'null'. ts(18047) useGridApiRef", '/x/migration/migration-data-grid-v7'],
    ["error TS18047: 'apiRef.current' is possibly 'null'.", '/x/migration/migration-data-grid-v7'],
    [`Module '"@mui/x-tree-view/TreeItem"' has no exported member 'useTreeItemState'.`, '/x/migration/migration-tree-view-v7'],
  ])('reads an upgrade’s error that names no version (a value possibly null) as the newest guide’s: %s', (q, page) => {
    expect(first(en!, q)).toBe(page);
  });

  it('does not read a name a question asks about as removed (`itemContent` of the tooltip): the current guide', () => {
    expect(first(en!, 'Not getting the data for target values in itemContent callback for customizing tooltip')).toBe('/x/react-charts/tooltip');
  });

  it('reads an update to a major version (`after updating to 8`) as an upgrade to it', () => {
    expect(first(en!, 'after updating to 8 onClick on TreeItem not called')).toBe('/x/migration/migration-tree-view-v7');
  });

  it.each([
    ["Module not found: Can't resolve '@mui/lab/AdapterDateFns'", '/x/migration/migration-pickers-lab'],
    ["export 'DesktopDatePicker' (imported as 'DesktopDatePicker') was not found in '@mui/lab'", '/x/migration/migration-pickers-lab'],
  ])('reads an import from @mui/lab as an upgrade: %s', (q, page) => {
    expect(first(en!, q)).toBe(page);
  });
});
