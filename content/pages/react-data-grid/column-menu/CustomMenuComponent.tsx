import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { menuColumns } from './columns';

// A menu built from scratch: sort items, a divider, then items of our own.
function CompactColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <MenuItem
        onClick={(event) => {
          apiRef.current.setColumnWidth(colDef.field, 100);
          hideMenu(event);
        }}
      >
        <ListItemText>Reset width</ListItemText>
      </MenuItem>
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function CustomMenuComponent() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={menuColumns} slots={{ columnMenu: CompactColumnMenu }} />
    </Box>
  );
}
