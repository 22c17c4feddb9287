import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function MultiColumnSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'department', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);
  const [always, setAlways] = React.useState(false);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={always} onChange={(event) => setAlways(event.target.checked)} />}
        label="Add columns to the sort without holding a modifier key"
      />
      <DataGridPro
        rows={employees}
        columns={columns}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        multipleColumnsSortingMode={always ? 'always' : 'withModifierKey'}
      />
    </Box>
  );
}
