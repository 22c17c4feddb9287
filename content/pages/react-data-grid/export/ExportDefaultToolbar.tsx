import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

export default function ExportDefaultToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={invoices} columns={invoiceColumns} showToolbar />
    </Box>
  );
}
