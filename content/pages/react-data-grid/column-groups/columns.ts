import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';

export const groupColumns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];
