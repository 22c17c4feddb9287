import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridListViewColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';
import type { Employee } from '../shared/employees';

/** One list item: avatar, name, department and email on two lines. */
export function ContactCell({ row }: GridRenderCellParams<Employee>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      {/* The theme's primary colours: the Avatar's default grey is too pale behind its white initials. */}
      <Avatar
        sx={{
          width: 36,
          height: 36,
          fontSize: 14,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {row.firstName[0]}
        {row.lastName[0]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" fontWeight={500} noWrap>
          {row.firstName} {row.lastName} · {row.department}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.email}
        </Typography>
      </Box>
    </Box>
  );
}

export const contactListColumn: GridListViewColDef<Employee> = {
  field: 'contact',
  renderCell: (params) => <ContactCell {...params} />,
};

export const contactColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];
