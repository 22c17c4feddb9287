import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

function EmployeeGrid({
  saved,
  onSave,
}: {
  saved?: GridInitialState;
  onSave: (state: GridInitialState) => void;
}) {
  const apiRef = useGridApiRef();

  // Save the column state when the grid unmounts (a route change, a closed tab panel).
  React.useLayoutEffect(() => {
    const api = apiRef.current;
    return () => {
      if (api) onSave({ columns: api.exportState().columns });
    };
  }, [apiRef, onSave]);

  return <DataGrid apiRef={apiRef} rows={employees} columns={columns} initialState={saved} />;
}

export default function PersistWidths() {
  // Stands in for local storage or a user profile on the server.
  const saved = React.useRef<GridInitialState | undefined>(undefined);
  const [mounted, setMounted] = React.useState(true);
  const onSave = React.useCallback((state: GridInitialState) => {
    saved.current = state;
  }, []);

  return (
    <Stack sx={{ height: 420, gap: 1 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setMounted(!mounted)}>
          {mounted ? 'Unmount the grid' : 'Mount the grid again'}
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {mounted ? <EmployeeGrid saved={saved.current} onSave={onSave} /> : null}
      </Box>
    </Stack>
  );
}
