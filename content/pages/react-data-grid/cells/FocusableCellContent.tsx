import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// `tabIndex` is 0 only in the focused cell, so Tab does not stop on every link.
function EmailLink({ value, tabIndex }: GridRenderCellParams<Employee, string>) {
  return (
    <Link href={`mailto:${value}`} tabIndex={tabIndex}>
      {value}
    </Link>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 260,
    renderCell: (params) => <EmailLink {...params} />,
  },
];

export default function FocusableCellContent() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
