import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';
import { ContactCell, contactColumns } from './contactCell';

export default function ListViewEditing() {
  const [rows, setRows] = React.useState<Employee[]>(() => employees.slice(0, 20));
  const [editing, setEditing] = React.useState<Employee | null>(null);

  // In list view there are no cells to type in: edit the row in a dialog instead.
  const listViewColumn: GridListViewColDef<Employee> = {
    field: 'contact',
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>
          <ContactCell {...params} />
        </Box>
        <Button
          size="small"
          aria-label={`Edit ${params.row.firstName} ${params.row.lastName}`}
          onClick={() => setEditing(params.row)}
        >
          Edit
        </Button>
      </Box>
    ),
  };

  const save = () => {
    if (editing)
      setRows((previous) => previous.map((row) => (row.id === editing.id ? editing : row)));
    setEditing(null);
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={contactColumns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)}>
        <DialogTitle>Edit contact</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          <TextField
            label="Department"
            value={editing?.department ?? ''}
            onChange={(event) =>
              setEditing(
                (row) =>
                  row && { ...row, department: event.target.value as Employee['department'] },
              )
            }
          />
          <TextField
            label="Email"
            value={editing?.email ?? ''}
            onChange={(event) => setEditing((row) => row && { ...row, email: event.target.value })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
