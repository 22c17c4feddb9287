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
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', flex: 1, minWidth: 90 },
];

const remoteIds = employees.filter((employee) => employee.remote).map((employee) => employee.id);

export default function RowSelectionApiGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const describeSelection = () => {
    const selected = [...(apiRef.current?.getSelectedRows().values() ?? [])] as Employee[];
    setSummary(`${selected.length} selected: ${selected.map((row) => row.firstName).join(', ')}`);
  };

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(remoteIds) })
          }
        >
          Select remote workers
        </Button>
        <Button size="small" onClick={() => apiRef.current?.selectRow(1)}>
          Add row 1
        </Button>
        <Button size="small" onClick={() => apiRef.current?.selectRow(1, false)}>
          Remove row 1
        </Button>
        <Button size="small" variant="outlined" onClick={describeSelection}>
          Who is selected?
        </Button>
      </Stack>
      <Typography variant="body2" component="output" noWrap sx={{ color: 'text.secondary' }}>
        {summary}
      </Typography>
      <DataGrid apiRef={apiRef} rows={employees} columns={columns} checkboxSelection />
    </Box>
  );
}
