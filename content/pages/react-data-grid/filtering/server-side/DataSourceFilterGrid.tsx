import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import type { Employee } from '../../shared/employees';
import { queryEmployees } from '../../shared/employeeQueryServer';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

// The grid calls getRows with its models whenever the filter, sort or page changes.
const dataSource: GridDataSource = {
  getRows: async ({ filterModel, sortModel, paginationModel }) => {
    const result = await queryEmployees({
      filterModel,
      sortModel,
      page: paginationModel?.page ?? 0,
      pageSize: paginationModel?.pageSize ?? 25,
    });
    return { rows: result.rows, rowCount: result.rowCount };
  },
};

export default function DataSourceFilterGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        showToolbar
        pageSizeOptions={[25, 50]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 25 } },
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'equals', value: 'Kenya' }] },
          },
        }}
      />
    </Box>
  );
}
