import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 150 },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 170,
  },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
];

export default function SimpleHeaderFilters() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        // No filter panel, no operator menus: each column filters with its first operator.
        disableColumnFilter
        slots={{ headerFilterMenu: null }}
        // A clear button inside each header filter that holds a value.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'contains', value: 'an' }] },
          },
        }}
      />
    </Box>
  );
}
