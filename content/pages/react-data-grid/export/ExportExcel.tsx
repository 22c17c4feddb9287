import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { invoices } from './exportData';
import { excelInvoiceColumns } from './excelColumns';

export default function ExportExcel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={excelInvoiceColumns}
        showToolbar
        slotProps={{ toolbar: { excelOptions: { fileName: 'invoices-2025' } } }}
      />
    </Box>
  );
}
