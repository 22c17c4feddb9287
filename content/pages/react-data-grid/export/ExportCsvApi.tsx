import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoices, invoiceColumns, type Invoice } from './exportData';

// A customer name that a spreadsheet would run as a formula.
const rows: Invoice[] = [
  ...invoices.slice(0, 4),
  {
    id: 99,
    customer: '=HYPERLINK("https://example.com","Claim refund")',
    country: 'Unknown',
    amount: 1,
    issued: new Date(2025, 4, 1),
    status: 'Open',
  },
];

export default function ExportCsvApi() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <FormControlLabel
          control={
            <Switch
              checked={escapeFormulas}
              onChange={(event) => setEscapeFormulas(event.target.checked)}
            />
          }
          label="Escape formulas"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '')}
        >
          Show CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ escapeFormulas, fileName: 'invoices' })}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={invoiceColumns} hideFooter />
      </Box>
      <Box
        component="pre"
        aria-label="CSV output"
        sx={{
          flex: 1,
          m: 0,
          p: 1,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {csv || 'Click "Show CSV" to see what the export contains.'}
      </Box>
    </Box>
  );
}
