import Box from '@mui/material/Box';
import { DataGrid, GridPreferencePanelsValue } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { employeeColumns } from './columns';

export default function ToggleFilteredColumns() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={employeeColumns}
        showToolbar
        slotProps={{
          columnsManagement: {
            // "Show/Hide All" acts only on the columns that match the search.
            toggleAllMode: 'filteredOnly',
            searchInputProps: { placeholder: 'Try "name"' },
          },
        }}
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.columns },
        }}
      />
    </Box>
  );
}
