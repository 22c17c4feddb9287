import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { invoices, invoiceColumns, type Invoice } from './exportData';

const columns: GridColDef<Invoice>[] = [
  ...invoiceColumns,
  // An internal note that stays out of every export.
  {
    field: 'note',
    headerName: 'Internal note',
    width: 160,
    disableExport: true,
    valueGetter: () => 'Call before Friday',
  },
];

export default function ExportColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { country: false } } }}
        slotProps={{
          toolbar: {
            // Hidden columns too (country), but never the ones with disableExport.
            csvOptions: { allColumns: true },
            // Only these fields, in this order.
            printOptions: { fields: ['customer', 'amount', 'status'] },
          },
        }}
      />
    </Box>
  );
}
