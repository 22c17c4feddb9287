import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, statuses, type Employee } from '../shared/employees';

// Every column is editable, so double-click a cell to see the editor of its type.
const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
    editable: true,
  },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    // Options can be objects when the stored value differs from the label.
    valueOptions: [
      { value: 'Brazil', label: 'Brazil (BR)' },
      { value: 'Canada', label: 'Canada (CA)' },
      { value: 'France', label: 'France (FR)' },
      { value: 'Germany', label: 'Germany (DE)' },
      { value: 'India', label: 'India (IN)' },
      { value: 'Japan', label: 'Japan (JP)' },
      { value: 'Kenya', label: 'Kenya (KE)' },
      { value: 'Spain', label: 'Spain (ES)' },
    ],
    flex: 1,
    minWidth: 140,
    editable: true,
  },
];

export default function ColumnTypes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
