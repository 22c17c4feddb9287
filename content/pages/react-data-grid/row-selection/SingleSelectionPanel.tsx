import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 120 },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export default function SingleSelectionPanel() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1]),
  });
  const [selectedId] = selection.ids;
  const employee = employees.find((row) => row.id === selectedId);

  return (
    <Box sx={{ height: 400, display: 'flex', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterSelectedRowCount
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Selected employee"
        aria-live="polite"
        sx={{ width: { xs: 160, sm: 260 }, p: 2, overflow: 'auto' }}
      >
        {employee ? (
          <React.Fragment>
            <Typography variant="h6" component="h3">
              {employee.firstName} {employee.lastName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {employee.email}
            </Typography>
            <Typography variant="body2">Department: {employee.department}</Typography>
            <Typography variant="body2">Country: {employee.country}</Typography>
            <Typography variant="body2">Joined: {dateFormat.format(employee.startDate)}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a row to see the details.</Typography>
        )}
      </Paper>
    </Box>
  );
}
