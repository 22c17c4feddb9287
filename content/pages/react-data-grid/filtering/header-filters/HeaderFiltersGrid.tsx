import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 160,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 150 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 170 },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 100000 }] } },
        }}
      />
    </Box>
  );
}
