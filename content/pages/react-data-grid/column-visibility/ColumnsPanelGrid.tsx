import Box from '@mui/material/Box';
import { DataGrid, GridPreferencePanelsValue, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';
import { employeeColumns } from './columns';

// The name columns cannot be hidden: they are disabled in the panel.
const columns: GridColDef<Employee>[] = employeeColumns.map((column) =>
  column.field === 'firstName' || column.field === 'lastName'
    ? { ...column, hideable: false }
    : column,
);

export default function ColumnsPanelGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        // Opens the panel on mount, for the demo.
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.columns },
        }}
      />
    </Box>
  );
}
