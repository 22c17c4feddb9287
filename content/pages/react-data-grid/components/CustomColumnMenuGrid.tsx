import type * as React from 'react';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

function FocusColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    // Hide every column except this one, then close the menu.
    const model = Object.fromEntries(
      apiRef.current.getAllColumns().map((col) => [col.field, col.field === colDef.field]),
    );
    apiRef.current.setColumnVisibilityModel(model);
    onClick(event);
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemText>Show this column only</ListItemText>
    </MenuItem>
  );
}

function EmployeeColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Remove a built-in item with null, add your own under a new key.
      slots={{ columnMenuFilterItem: null, columnMenuFocusItem: FocusColumnItem }}
      // displayOrder places the item: sort is 10, filter 20, columns 30.
      slotProps={{ columnMenuFocusItem: { displayOrder: 50 } }}
    />
  );
}

export default function CustomColumnMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} slots={{ columnMenu: EmployeeColumnMenu }} />
    </Box>
  );
}
