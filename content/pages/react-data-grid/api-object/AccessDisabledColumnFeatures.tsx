import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 100 },
];

export default function AccessDisabledColumnFeatures() {
  const apiRef = useGridApiRef();

  const showRemoteOnly = () =>
    apiRef.current?.setFilterModel({ items: [{ field: 'remote', operator: 'is', value: 'true' }] });

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={showRemoteOnly}>
          Remote staff only
        </Button>
        <Button size="small" onClick={() => apiRef.current?.sortColumn('salary', 'desc')}>
          Sort by salary
        </Button>
        <Button size="small" onClick={() => apiRef.current?.showFilterPanel('status')}>
          Open filter panel
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current?.setFilterModel({ items: [] });
            apiRef.current?.setSortModel([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
