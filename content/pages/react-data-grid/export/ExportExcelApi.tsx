import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { invoices } from './exportData';
import { excelInvoiceColumns } from './excelColumns';

export default function ExportExcelApi() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  const exportOpenInvoices = async () => {
    setStatus('Building the file...');
    await apiRef.current?.exportDataAsExcel({
      fileName: 'open-invoices',
      getRowsToExport: () => invoices.filter((row) => row.status !== 'Paid').map((row) => row.id),
    });
    setStatus('Done: open-invoices.xlsx');
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={exportOpenInvoices}>
          Export open invoices to Excel
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Box>
      <DataGridPremium apiRef={apiRef} rows={invoices} columns={excelInvoiceColumns} />
    </Box>
  );
}
