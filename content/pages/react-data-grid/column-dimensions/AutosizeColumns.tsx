import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'email', headerName: 'Email address' },
  { field: 'department', headerName: 'Department' },
  { field: 'remote', headerName: 'Works remotely', type: 'boolean' },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => apiRef.current?.autosizeColumns({ includeHeaders, expand });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(e) => setIncludeHeaders(e.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(e) => setExpand(e.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        autosizeOnMount
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Box>
  );
}
