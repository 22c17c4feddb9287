import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { departments, employees, type Department, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 140,
  },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function ControlledFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // Derive the pressed button from the model, so filters set from the
  // column menu or the filter panel show up here too.
  const departmentItem = filterModel.items.find(
    (item) => item.field === 'department' && item.operator === 'is',
  );
  const selected: Department | 'all' = departmentItem?.value ?? 'all';

  const handleChange = (_event: React.MouseEvent, value: Department | 'all' | null) => {
    if (value === null) {
      return;
    }
    setFilterModel({
      items: value === 'all' ? [] : [{ field: 'department', operator: 'is', value }],
    });
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={handleChange}
        aria-label="Department"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        {departments.map((department) => (
          <ToggleButton key={department} value={department}>
            {department}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DataGrid
        rows={employees}
        columns={columns}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
    </Box>
  );
}
