import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

const views: { label: string; model: GridFilterModel }[] = [
  { label: 'Everyone', model: { items: [] } },
  { label: 'Remote only', model: { items: [{ field: 'remote', operator: 'is', value: 'true' }] } },
  {
    label: 'In Japan',
    model: { items: [{ field: 'country', operator: 'equals', value: 'Japan' }] },
  },
];

export default function ReadOnlyFilters() {
  const [view, setView] = React.useState(views[1]!);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} role="group" aria-label="Saved views">
        {views.map((item) => (
          <Chip
            key={item.label}
            label={item.label}
            color={item === view ? 'primary' : 'default'}
            onClick={() => setView(item)}
          />
        ))}
      </Stack>
      {/* No filter panel or column menu item: the chips are the only way to filter. */}
      <DataGrid rows={employees} columns={columns} disableColumnFilter filterModel={view.model} />
    </Box>
  );
}
