import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

export default function ExportOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            // A semicolon-separated file that spreadsheet apps in many European locales expect.
            csvOptions: { fileName: 'invoices', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
