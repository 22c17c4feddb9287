import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { departments, type Employee } from '../../shared/employees';
import { queryEmployees } from '../../shared/employeeQueryServer';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 140,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function ServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'department', operator: 'is', value: 'Design' }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryEmployees({ ...paginationModel, filterModel }).then((result) => {
      if (!active) return; // an answer to an older filter: ignore it
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [filterModel, paginationModel]);

  return (
    <Box sx={{ height: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" component="output" noWrap sx={{ color: 'text.secondary' }}>
        Sent to the server: {JSON.stringify(filterModel)}
      </Typography>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25]}
        rowCount={rowCount}
      />
    </Box>
  );
}
