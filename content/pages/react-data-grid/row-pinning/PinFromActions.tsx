import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

type Pinned = { top: GridRowId[]; bottom: GridRowId[] };

export default function PinFromActions() {
  const [pinned, setPinned] = React.useState<Pinned>({ top: [3], bottom: [] });

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const isPinned = (id: GridRowId) => pinned.top.includes(id) || pinned.bottom.includes(id);
    const byId = (id: GridRowId) => employees.find((employee) => employee.id === id)!;
    const pinnedSet: GridPinnedRowsProp<Employee> = {
      top: pinned.top.map(byId),
      bottom: pinned.bottom.map(byId),
    };
    return { rows: employees.filter((employee) => !isPinned(employee.id)), pinnedRows: pinnedSet };
  }, [pinned]);

  const pin = React.useCallback((id: GridRowId, position: 'top' | 'bottom' | null) => {
    setPinned((prev) => {
      const top = prev.top.filter((rowId) => rowId !== id);
      const bottom = prev.bottom.filter((rowId) => rowId !== id);
      if (position === 'top') top.push(id);
      if (position === 'bottom') bottom.push(id);
      return { top, bottom };
    });
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 130 },
      { field: 'lastName', headerName: 'Last name', width: 130 },
      { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id, row }) => {
          const name = `${row.firstName} ${row.lastName}`;
          if (pinned.top.includes(id) || pinned.bottom.includes(id)) {
            return [
              <GridActionsCellItem
                label={`Unpin ${name}`}
                onClick={() => pin(id, null)}
                showInMenu
              />,
            ];
          }
          return [
            <GridActionsCellItem
              label={`Pin ${name} to the top`}
              onClick={() => pin(id, 'top')}
              showInMenu
            />,
            <GridActionsCellItem
              label={`Pin ${name} to the bottom`}
              onClick={() => pin(id, 'bottom')}
              showInMenu
            />,
          ];
        },
      },
    ],
    [pin, pinned],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
