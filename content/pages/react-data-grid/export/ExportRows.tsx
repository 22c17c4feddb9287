import Box from '@mui/material/Box';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridRowsLookupSelector,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { invoices, invoiceColumns, type Invoice } from './exportData';

// Export the rows that pass the filter, in their current order, minus the paid ones.
const getUnpaidRows = ({ apiRef }: GridCsvGetRowsToExportParams) => {
  const lookup = gridRowsLookupSelector(apiRef);
  return gridFilteredSortedRowIdsSelector(apiRef).filter(
    (id) => (lookup[id] as Invoice).status !== 'Paid',
  );
};

export default function ExportRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'unpaid-invoices', getRowsToExport: getUnpaidRows },
            printOptions: { getRowsToExport: getUnpaidRows },
          },
        }}
      />
    </Box>
  );
}
