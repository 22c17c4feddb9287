import type { GridColDef } from '@mui/x-data-grid-premium';

export interface StockItem {
  id: number;
  sku: string;
  product: string;
  stock: number;
  price: number;
}

export const stockItems: StockItem[] = [
  { id: 1, sku: 'LT-14', product: 'Aero 14 laptop', stock: 12, price: 1299 },
  { id: 2, sku: 'LT-16', product: 'Forge 16 laptop', stock: 4, price: 1899 },
  { id: 3, sku: 'MN-27', product: 'View 27 monitor', stock: 30, price: 349 },
  { id: 4, sku: 'MN-32', product: 'Studio 32 monitor', stock: 9, price: 799 },
  { id: 5, sku: 'AC-DK', product: 'Travel dock', stock: 55, price: 129 },
  { id: 6, sku: 'AC-MS', product: 'Wireless mouse', stock: 140, price: 39 },
  { id: 7, sku: 'AU-HP', product: 'Focus headphones', stock: 22, price: 249 },
];

// Paste only writes into editable cells.
export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, editable: true },
];

/** Tab-separated text, as a spreadsheet copies it, to try pasting into the demos. */
export const sampleClipboardText =
  'Aero 14 laptop (2025)\t18\t1249\nForge 16 laptop (2025)\t6\t1849';
