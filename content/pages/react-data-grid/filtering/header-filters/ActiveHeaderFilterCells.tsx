import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridHeaderFilterCell,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 170,
  },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 140 },
];

// Every header filter cell, wrapped: a tinted background while its filter holds a value.
function ActiveHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const active = props.item.value != null && props.item.value !== '';
  return (
    <GridHeaderFilterCell
      {...props}
      headerClassName={active ? 'header-filter--active' : undefined}
      showClearIcon
    />
  );
}

export default function ActiveHeaderFilterCells() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        slots={{ headerFilterCell: ActiveHeaderFilterCell }}
        sx={{ '& .header-filter--active': { backgroundColor: 'rgba(25, 118, 210, 0.08)' } }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'department', operator: 'is', value: 'Sales' }] },
          },
        }}
      />
    </Box>
  );
}
