import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { employees as initialEmployees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

interface MenuState {
  rowId: GridRowId;
  top: number;
  left: number;
}

export default function RowContextMenuGrid() {
  const [rows, setRows] = React.useState(() => initialEmployees.slice(0, 20));
  const [menu, setMenu] = React.useState<MenuState | null>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    // Each row element carries its id in data-id.
    const id = event.currentTarget.getAttribute('data-id');
    const row = rows.find((item) => String(item.id) === id);
    setMenu(row ? { rowId: row.id, top: event.clientY, left: event.clientX } : null);
  };

  const setStatus = (status: Employee['status']) => {
    setRows((prev) => prev.map((row) => (row.id === menu?.rowId ? { ...row, status } : row)));
    setMenu(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={() => setStatus('Active')}>Mark as active</MenuItem>
        <MenuItem onClick={() => setStatus('On leave')}>Mark as on leave</MenuItem>
        <MenuItem onClick={() => setStatus('Offboarding')}>Start offboarding</MenuItem>
      </Menu>
    </Box>
  );
}
