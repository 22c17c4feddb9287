import Box from '@mui/material/Box';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 100 },
];

// Each row of the panel offers its own column plus the columns nobody filters yet.
const filterColumns = ({ field, columns: all, currentFilters }: FilterColumnsArgs) => {
  const used = currentFilters.map((item) => item.field);
  return all
    .filter(
      (column) => column.filterable && (column.field === field || !used.includes(column.field)),
    )
    .map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet.
const getColumnForNewFilter = ({ currentFilters, columns: all }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function OneFilterPerColumn() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel: { filterFormProps: { filterColumns }, getColumnForNewFilter } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'country', operator: 'equals', value: 'Japan' }],
            },
          },
        }}
      />
    </Box>
  );
}
