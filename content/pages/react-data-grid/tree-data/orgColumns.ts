import type { GridColDef } from '@mui/x-data-grid-pro';
import type { OrgMember } from '../shared/orgChart';

export const orgColumns: GridColDef<OrgMember>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 120 },
];
