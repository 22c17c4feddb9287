import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuHideItem,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { menuColumns } from './columns';

// Only "Hide column": the "Manage columns" item is left out.
function HideOnlyItem(props: GridColumnMenuItemProps) {
  return <GridColumnMenuHideItem {...props} />;
}

function ColumnMenuWithHideOnly(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: HideOnlyItem }} />;
}

export default function OverrideMenuItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={menuColumns}
        slots={{ columnMenu: ColumnMenuWithHideOnly }}
      />
    </Box>
  );
}
