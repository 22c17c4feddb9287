import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, ExportCsv, ExportPrint, Toolbar } from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 1 }}>
        Invoices 2025
      </Typography>
      {/* Each export component renders a button that runs the export on click. */}
      <ExportCsv
        options={{ fileName: 'invoices-2025' }}
        render={<Button size="small" variant="outlined" />}
      >
        CSV
      </ExportCsv>
      <ExportPrint render={<Button size="small" variant="outlined" />}>Print</ExportPrint>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slots={{ toolbar: InvoiceToolbar }}
      />
    </Box>
  );
}
