import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function FilterPanelAnchor() {
  const apiRef = useGridApiRef();
  // The button element, once mounted, becomes the panel's anchor.
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          ref={setAnchor}
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.showFilterPanel()}
        >
          Filters
        </Button>
      </Box>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        slotProps={{ panel: { target: anchor }, basePopper: { placement: 'bottom-start' } }}
      />
    </Box>
  );
}
