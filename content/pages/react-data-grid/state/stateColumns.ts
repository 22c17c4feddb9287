import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';

/** Columns shared by the demos of the state page. */
export const stateColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];
