import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from '../shared/employees';
import { contactColumns, contactListColumn } from './contactCell';

export default function ListViewToggle() {
  const [listView, setListView] = React.useState(true);

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={listView} onChange={(event) => setListView(event.target.checked)} />
        }
        label="List view"
      />
      <DataGridPro
        rows={employees}
        columns={contactColumns}
        listView={listView}
        listViewColumn={contactListColumn}
        // Two lines of text need taller rows than the table.
        rowHeight={listView ? 64 : 52}
        showToolbar
      />
    </Box>
  );
}
