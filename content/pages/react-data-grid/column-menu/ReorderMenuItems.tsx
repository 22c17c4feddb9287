import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColumnMenuProps } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { menuColumns } from './columns';

// Lower displayOrder comes first: column items on top, sorting last.
function ColumnMenuColumnsFirst(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuColumnsItem: { displayOrder: 1 },
        columnMenuFilterItem: { displayOrder: 2 },
        columnMenuSortItem: { displayOrder: 3 },
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={menuColumns}
        slots={{ columnMenu: ColumnMenuColumnsFirst }}
      />
    </Box>
  );
}
