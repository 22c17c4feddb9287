import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 1, minWidth: 120 },
];

export default function SortingApiGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const showFirstRow = () => {
    const [firstId] = apiRef.current?.getSortedRowIds() ?? [];
    const row = firstId === undefined ? null : apiRef.current?.getRow<Employee>(firstId);
    setMessage(row ? `First row: ${row.firstName} ${row.lastName}` : 'No rows');
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" onClick={() => apiRef.current?.sortColumn('salary', 'desc')}>
          Salary, highest first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.sortColumn('startDate', 'asc')}>
          Longest serving first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sort
        </Button>
        <Button size="small" variant="outlined" onClick={showFirstRow}>
          Who is first?
        </Button>
        <Typography variant="body2" component="output" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
      </Stack>
      <DataGrid apiRef={apiRef} rows={employees} columns={columns} />
    </Box>
  );
}
