import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

export default function ActionsColumn() {
  const [rows, setRows] = React.useState<Employee[]>(() => employees.slice(0, 12));

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const toggleRemote = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.map((row) => (row.id === id ? { ...row, remote: !row.remote } : row)));
  }, []);

  // The actions call state setters, so the columns live inside the component.
  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 130 },
      { field: 'lastName', headerName: 'Last name', width: 130 },
      { field: 'department', headerName: 'Department', width: 130 },
      { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            icon={<GridDeleteIcon />}
            label={`Delete ${params.row.firstName} ${params.row.lastName}`}
            onClick={() => deleteRow(params.id)}
          />,
          <GridActionsCellItem
            label={params.row.remote ? 'Mark as on-site' : 'Mark as remote'}
            onClick={() => toggleRemote(params.id)}
            showInMenu
          />,
        ],
      },
    ],
    [deleteRow, toggleRemote],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
