import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1 },
];

export default function HeaderHeight() {
  const [height, setHeight] = React.useState(56);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, next: number | null) => next && setHeight(next)}
        aria-label="Header height"
      >
        <ToggleButton value={36}>36 px</ToggleButton>
        <ToggleButton value={56}>56 px (default)</ToggleButton>
        <ToggleButton value={80}>80 px</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        rows={employees}
        columns={columns}
        columnHeaderHeight={height}
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Box>
  );
}
