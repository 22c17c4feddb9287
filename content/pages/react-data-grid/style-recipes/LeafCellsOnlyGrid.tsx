import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';

const columns: GridColDef<SalesOrder>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'region', headerName: 'Region', width: 130 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 100,
    // Only data rows: group rows ('group') and aggregation rows ('footer',
    // 'pinnedRow') keep the default look.
    cellClassName: (params) =>
      params.rowNode.type === 'leaf' && params.value != null && params.value >= 8
        ? 'bulk-order'
        : '',
  },
];

export default function LeafCellsOnlyGrid() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        // An amber tint under the usual text colour: white on amber is too faint.
        '& .bulk-order': { bgcolor: 'rgba(237, 108, 2, 0.2)', fontWeight: 700 },
      }}
    >
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { quantity: 'max' } },
        }}
      />
    </Box>
  );
}
