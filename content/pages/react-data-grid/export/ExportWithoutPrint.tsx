import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

export default function ExportWithoutPrint() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
      />
    </Box>
  );
}
