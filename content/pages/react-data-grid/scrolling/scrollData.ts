import type { GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/employees';

export const scrollRows: Employee[] = createEmployees(100, 11);

export const scrollColumns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 150 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 110 },
];
