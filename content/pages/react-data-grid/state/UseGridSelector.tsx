import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';
import { stateColumns } from './stateColumns';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function PayrollFooter() {
  const apiRef = useGridApiContext();
  // Re-renders this footer whenever the filtered and sorted rows change.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + (entry.model as Employee).salary, 0);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Box component="output" aria-live="polite" sx={{ px: 2, flex: 1, fontSize: 14 }}>
        Payroll of {entries.length} employees: <strong>{currency.format(total)}</strong>
      </Box>
      <GridFooter sx={{ border: 0 }} />
    </Box>
  );
}

export default function UseGridSelector() {
  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        rows={employees}
        columns={stateColumns}
        showToolbar
        slots={{ footer: PayrollFooter }}
      />
    </Box>
  );
}
