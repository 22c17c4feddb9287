import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { stateColumns } from './stateColumns';

const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
  filter: {
    filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Engineering' }] },
  },
  columns: { columnVisibilityModel: { email: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InitialState() {
  return (
    <Box sx={{ height: 330 }}>
      <DataGrid
        rows={employees}
        columns={stateColumns}
        initialState={initialState}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
