import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';

function ContactForm({ row }: { row: Customer }) {
  // The panel renders inside the grid, so it can reach the grid API from context.
  const apiRef = useGridApiContext();
  const [contact, setContact] = React.useState(row.contact);
  const [email, setEmail] = React.useState(row.email);
  const changed = contact !== row.contact || email !== row.email;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([{ id: row.id, contact, email }]);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ px: 6, py: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Contact"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
        <TextField
          size="small"
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!changed}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

export default function FormDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) => <ContactForm row={row} />,
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
      />
    </Box>
  );
}
