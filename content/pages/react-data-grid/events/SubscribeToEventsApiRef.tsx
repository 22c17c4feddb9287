import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function SubscribeToEventsApiRef() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Drag the edge of a column header to resize it.');

  React.useEffect(() => {
    // subscribeEvent returns the function that removes the listener.
    const unsubscribe = apiRef.current?.subscribeEvent('columnWidthChange', (params) => {
      setMessage(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`);
    });
    return unsubscribe;
  }, [apiRef]);

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" component="output" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} />
      </Box>
    </Box>
  );
}
