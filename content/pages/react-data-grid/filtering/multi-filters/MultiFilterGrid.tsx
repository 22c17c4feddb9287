import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 130,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', flex: 1, minWidth: 90 },
];

export default function MultiFilterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Remote engineers earning more than 100,000.
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 100000 },
                { id: 3, field: 'remote', operator: 'is', value: 'true' },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
