import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const pageCount = Math.ceil(employees.length / paginationModel.pageSize);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" component="output" sx={{ flex: 1 }}>
          Page {paginationModel.page + 1} of {pageCount}, {paginationModel.pageSize} rows per page
        </Typography>
        <Button
          size="small"
          disabled={paginationModel.page === pageCount - 1}
          onClick={() => setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))}
        >
          Last page
        </Button>
      </Stack>
      <DataGrid
        rows={employees}
        columns={columns}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
