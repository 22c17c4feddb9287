import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';
import { queryEmployees } from '../shared/employeeQueryServer';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function ServerSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'salary', sort: 'desc' },
  ]);
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
    queryEmployees({ ...paginationModel, sortModel }).then((result) => {
      if (!active) return; // a newer request has started
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel, paginationModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25]}
        rowCount={rowCount}
      />
    </Box>
  );
}
