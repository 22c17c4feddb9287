import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// Few enough rows to fit on the first page.
const rows = employees.slice(0, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

type FooterMode = 'full' | 'no-pagination' | 'none';

export default function FooterWithoutPagination() {
  const [mode, setMode] = React.useState<FooterMode>('no-pagination');

  return (
    <Box sx={{ height: 500, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: FooterMode | null) => value && setMode(value)}
        aria-label="Footer"
      >
        <ToggleButton value="full">Full footer</ToggleButton>
        <ToggleButton value="no-pagination">hideFooterPagination</ToggleButton>
        <ToggleButton value="none">hideFooter</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooterPagination={mode === 'no-pagination'}
        hideFooter={mode === 'none'}
      />
    </Box>
  );
}
