import Box from '@mui/material/Box';
import { DataGridPro, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { employees } from '../shared/employees';
import { groupColumns } from './columns';

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Name (kept together)',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'work',
    headerName: 'Work (free reordering)',
    freeReordering: true,
    children: [{ field: 'department' }, { field: 'country' }, { field: 'salary' }],
  },
];

export default function ReorderGroupedColumns() {
  return (
    <Box sx={{ height: 440 }}>
      <DataGridPro
        rows={employees}
        columns={groupColumns}
        columnGroupingModel={columnGroupingModel}
        initialState={{ columns: { columnVisibilityModel: { email: false, startDate: false } } }}
      />
    </Box>
  );
}
