import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function PaginationApiGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPage(2)}>
          Page 3
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPageSize(25)}>
          25 per page
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 10 })}
        >
          Page 2 of 10 rows
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
