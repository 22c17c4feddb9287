import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { menuColumns } from './columns';

// Filtering happens in the toolbar, so the menu drops its Filter item.
function ColumnMenuWithoutFilter(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: null }} />;
}

export default function HideMenuItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={menuColumns}
        showToolbar
        slots={{ columnMenu: ColumnMenuWithoutFilter }}
      />
    </Box>
  );
}
