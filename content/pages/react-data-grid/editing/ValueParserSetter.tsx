import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  countryCode: string;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Hana', lastName: 'Novak', countryCode: 'CZ' },
  { id: 2, firstName: 'Tariq', lastName: 'Haddad', countryCode: 'JO' },
  { id: 3, firstName: 'Chiara', lastName: 'Rossi', countryCode: 'IT' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 200,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write the edited text back into the two fields it comes from.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'countryCode',
    headerName: 'Country code (editable)',
    width: 190,
    editable: true,
    // Clean what people type before it becomes the value: " de" is stored as "DE".
    valueParser: (value?: string) => (value ?? '').trim().toUpperCase().slice(0, 2),
  },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
