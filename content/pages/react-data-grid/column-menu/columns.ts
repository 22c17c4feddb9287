import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';

export const menuColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];
