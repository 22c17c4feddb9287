import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';
import { stateColumns } from './stateColumns';

export default function DirectSelector() {
  const apiRef = useGridApiRef();
  const [recipients, setRecipients] = React.useState('');

  const collectEmails = () => {
    // Rows that pass the filters, in the order the grid shows them.
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const emails = entries.map((entry) => (entry.model as Employee).email);
    setRecipients(
      `${emails.length} recipients: ${emails.slice(0, 3).join(', ')}${emails.length > 3 ? ', …' : ''}`,
    );
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={collectEmails} sx={{ flexShrink: 0 }}>
          Email these people
        </Button>
        <Typography variant="body2" component="output" aria-live="polite" noWrap>
          {recipients || 'Filter the grid (try the search box), then collect the emails.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={stateColumns} showToolbar />
      </Box>
    </Box>
  );
}
