import type { GridColDef } from '@mui/x-data-grid-pro';
import type { OrgNode } from './orgServer';

export const orgColumns: GridColDef<OrgNode>[] = [
  { field: 'role', headerName: 'Role', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value ? `$${value.toLocaleString('en-US')}` : ''),
  },
];
