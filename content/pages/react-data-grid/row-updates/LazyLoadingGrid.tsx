import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import type { Employee } from '../shared/employees';
import { fetchEmployees } from './employeeApi';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

export default function LazyLoadingGrid() {
  // With a `rowCount`, the grid sizes the scroll area and fetches what comes into view.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({ getRows: (params) => fetchEmployees(params, { withRowCount: true }) }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        disableColumnFilter
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
      />
    </Box>
  );
}
