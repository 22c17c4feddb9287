import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { employeeColumns } from './columns';

export default function InitialHiddenColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={employeeColumns}
        showToolbar
        // Hidden at first; people can show them again from the Columns panel.
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false, startDate: false } },
        }}
      />
    </Box>
  );
}
