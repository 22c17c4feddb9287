import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items: InvoiceLine[] = [
  {
    id: 'a',
    kind: 'item',
    description: 'Ergonomic office chair',
    quantity: 4,
    unitPrice: 189,
    amount: 756,
  },
  {
    id: 'b',
    kind: 'item',
    description: 'Standing desk frame',
    quantity: 2,
    unitPrice: 329,
    amount: 658,
  },
  {
    id: 'c',
    kind: 'item',
    description: 'Monitor arm, dual',
    quantity: 6,
    unitPrice: 74,
    amount: 444,
  },
  {
    id: 'd',
    kind: 'item',
    description: 'Assembly on site (hours)',
    quantity: 3,
    unitPrice: 55,
    amount: 165,
  },
];
const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
const rows: InvoiceLine[] = [
  ...items,
  { id: 'subtotal', kind: 'total', description: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'total', description: 'VAT 21 %', amount: Math.round(subtotal * 0.21) },
  { id: 'total', kind: 'total', description: 'Total due', amount: Math.round(subtotal * 1.21) },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Total rows: the label covers Description, Quantity and Unit price.
    colSpan: (_value, row) => (row.kind === 'total' ? 3 : undefined),
    cellClassName: (params) => (params.row.kind === 'total' ? 'total-label' : ''),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : eur.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function InvoiceTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        showCellVerticalBorder
        sx={{ '& .total-label': { textAlign: 'right', fontWeight: 600 } }}
      />
    </Box>
  );
}
