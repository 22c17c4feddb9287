import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { invoices, invoiceColumns } from './exportData';

function JsonExportToolbar() {
  const apiRef = useGridApiContext();

  const downloadJson = () => {
    // The visible columns of the rows that pass the filter, in their current order.
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'invoices.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
  };

  return (
    <Toolbar>
      <ExportCsv render={<Button size="small" />}>Download CSV</ExportCsv>
      <Button size="small" onClick={downloadJson}>
        Download JSON
      </Button>
    </Toolbar>
  );
}

export default function ExportCustomFormat() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slots={{ toolbar: JsonExportToolbar }}
      />
    </Box>
  );
}
