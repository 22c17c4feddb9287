import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { menuColumns } from './columns';

function AutosizeItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field] });
        // onClick closes the menu.
        onClick(event);
      }}
    >
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function ColumnMenuWithAutosize(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuAutosizeItem: AutosizeItem }}
      // Between the sort items (10) and the filter item (20).
      slotProps={{ columnMenuAutosizeItem: { displayOrder: 15 } }}
    />
  );
}

export default function AutosizeMenuItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={menuColumns}
        slots={{ columnMenu: ColumnMenuWithAutosize }}
      />
    </Box>
  );
}
