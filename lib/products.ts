/**
 * The one product table: every place that names, orders or locates the
 * libraries reads it (nav ids and path prefixes, version links, the product
 * menu, llms.txt sections, search words and labels, the API packages and
 * their index pages, the truth check's package sets).
 */

/** Product id of a page (analytics, search filter, MCP). `x` is for the pages about all libraries. */
export type ProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view' | 'x';
/** Folder of a library's API pages (`/x/api/<slug>`) and its key in the API extraction. */
export type ProductSlug = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export interface Product {
  id: ProductId;
  /** Libraries only. */
  slug?: ProductSlug;
  /** Path prefix of its guides (libraries only). */
  guides?: string;
  /** Home page, the target of version links. */
  home: string;
  /** The page the product menu opens. */
  menuPath: string;
  /** Dictionary key of its name in the UI strings (content/i18n). */
  dictionaryKey: string;
  /** Its name, in English and Chinese (search sections, llms.txt, API index titles). */
  name: { en: string; zh: string };
  /** Words every page of the product matches weakly in search (so `grid sorting` prefers the grid page). */
  searchWords: string;
  /** npm packages, from the most basic to the most advanced plan. */
  packages: readonly { name: string; plan?: 'pro' | 'premium' }[];
}

/** In menu order: MUI X first, then the libraries. */
export const PRODUCTS: readonly Product[] = [
  { id: 'x', home: '/x/introduction', menuPath: '/x/introduction', dictionaryKey: 'products.x', name: { en: 'MUI X', zh: 'MUI X' }, searchWords: '', packages: [] },
  {
    id: 'x-data-grid',
    slug: 'data-grid',
    guides: '/x/react-data-grid',
    home: '/x/react-data-grid',
    menuPath: '/x/react-data-grid',
    dictionaryKey: 'products.dataGrid',
    name: { en: 'Data Grid', zh: '数据表格' },
    searchWords: 'data grid datagrid',
    packages: [{ name: '@mui/x-data-grid' }, { name: '@mui/x-data-grid-pro', plan: 'pro' }, { name: '@mui/x-data-grid-premium', plan: 'premium' }],
  },
  {
    id: 'x-date-pickers',
    slug: 'date-pickers',
    guides: '/x/react-date-pickers',
    home: '/x/react-date-pickers',
    menuPath: '/x/react-date-pickers/date-picker',
    dictionaryKey: 'products.datePickers',
    name: { en: 'Date and Time Pickers', zh: '日期和时间选择器' },
    searchWords: 'date time pickers picker',
    packages: [{ name: '@mui/x-date-pickers' }, { name: '@mui/x-date-pickers-pro', plan: 'pro' }],
  },
  {
    id: 'x-charts',
    slug: 'charts',
    guides: '/x/react-charts',
    home: '/x/react-charts',
    menuPath: '/x/react-charts/bars',
    dictionaryKey: 'products.charts',
    name: { en: 'Charts', zh: '图表' },
    searchWords: 'charts chart',
    packages: [{ name: '@mui/x-charts' }, { name: '@mui/x-charts-pro', plan: 'pro' }],
  },
  {
    id: 'x-tree-view',
    slug: 'tree-view',
    guides: '/x/react-tree-view',
    home: '/x/react-tree-view',
    menuPath: '/x/react-tree-view/simple-tree-view/items',
    dictionaryKey: 'products.treeView',
    name: { en: 'Tree View', zh: '树视图' },
    searchWords: 'tree view treeview',
    packages: [{ name: '@mui/x-tree-view' }, { name: '@mui/x-tree-view-pro', plan: 'pro' }],
  },
];

/** The four libraries (products with a slug), in menu order. */
export const LIBRARIES = PRODUCTS.filter((p): p is Product & { slug: ProductSlug; guides: string } => p.slug !== undefined);

/** Every product id: the libraries, then `x`. */
export const PRODUCT_IDS: readonly ProductId[] = [...LIBRARIES.map((p) => p.id), 'x'];

/** Every API slug, in menu order. */
export const PRODUCT_SLUGS: readonly ProductSlug[] = LIBRARIES.map((p) => p.slug);

export function productById(id: ProductId): Product {
  return PRODUCTS.find((p) => p.id === id)!;
}

export function productBySlug(slug: ProductSlug): Product & { slug: ProductSlug; guides: string } {
  return LIBRARIES.find((p) => p.slug === slug)!;
}
