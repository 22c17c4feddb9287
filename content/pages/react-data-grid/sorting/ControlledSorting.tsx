import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 1, minWidth: 120 },
];

const presets: { label: string; model: GridSortModel }[] = [
  { label: 'Highest salary', model: [{ field: 'salary', sort: 'desc' }] },
  { label: 'Newest hires', model: [{ field: 'startDate', sort: 'desc' }] },
  { label: 'A to Z', model: [{ field: 'lastName', sort: 'asc' }] },
  { label: 'Unsorted', model: [] },
];

export default function ControlledSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'salary', sort: 'desc' },
  ]);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setSortModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2" component="output" sx={{ color: 'text.secondary' }}>
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <DataGrid
        rows={employees}
        columns={columns}
        sortModel={sortModel}
        onSortModelChange={(model) => setSortModel(model)}
      />
    </Box>
  );
}
