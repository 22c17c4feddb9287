import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

export default function ExportPrintStyle() {
  const apiRef = useGridApiRef();

  const print = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Invoices 2025',
      hideFooter: true,
      hideToolbar: true,
      // Landscape pages with a small margin, and a larger font in the printed grid.
      pageStyle: '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root { font-size: 14px; }',
    });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button sx={{ alignSelf: 'flex-start' }} size="small" variant="outlined" onClick={print}>
        Print in landscape
      </Button>
      <DataGrid apiRef={apiRef} rows={invoices} columns={invoiceColumns} />
    </Box>
  );
}
