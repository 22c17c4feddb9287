import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridExpandedRowCountSelector,
  useGridApiContext,
  useGridApiRef,
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

// A toolbar inside the grid reads the number of rows left with a selector.
function MatchCount() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridExpandedRowCountSelector);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }} aria-live="polite">
        {count} of {employees.length} employees match
      </Typography>
    </Toolbar>
  );
}

export default function FilterApiGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 1,
              field: 'salary',
              operator: '>',
              value: 100000,
            })
          }
        >
          Salary over 100k
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setQuickFilterValues(['design'])}>
          Search "design"
        </Button>
        <Button size="small" onClick={() => apiRef.current?.showFilterPanel('department')}>
          Open the panel on Department
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        slots={{ toolbar: MatchCount }}
        showToolbar
      />
    </Box>
  );
}
