import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridColumnLookupSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

// Rendered inside the grid, so it can read the grid state with selectors.
function SortSummary() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const summary = sortModel
    .map((item) => `${columnLookup[item.field]?.headerName ?? item.field} (${item.sort})`)
    .join(', ');

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {summary ? `Sorted by ${summary}` : 'Not sorted: click a header'}
      </Typography>
    </Toolbar>
  );
}

export default function SortSummaryToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: SortSummary }} showToolbar />
    </Box>
  );
}
