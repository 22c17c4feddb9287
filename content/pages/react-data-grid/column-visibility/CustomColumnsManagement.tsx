import Box from '@mui/material/Box';
import { DataGrid, GridPreferencePanelsValue, type GridColDef } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { employeeColumns } from './columns';

// The panel lists every column except the technical ones.
const getTogglableColumns = (columns: GridColDef[]) =>
  columns
    .filter((column) => column.field !== 'id' && column.field !== 'email')
    .map((column) => column.field);

export default function CustomColumnsManagement() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={employeeColumns}
        showToolbar
        slotProps={{
          columnsManagement: {
            getTogglableColumns,
            sort: 'asc',
            disableResetButton: true,
          },
        }}
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.columns },
        }}
      />
    </Box>
  );
}
