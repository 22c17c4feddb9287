import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

function describe(pinned: GridPinnedColumnFields) {
  const left = pinned.left?.join(', ') || 'none';
  const right = pinned.right?.join(', ') || 'none';
  return `Left: ${left} · Right: ${right}`;
}

export default function PinFromApiGrid() {
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('lastName', GridPinnedColumnPosition.LEFT)}
        >
          Pin last name left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('salary', GridPinnedColumnPosition.RIGHT)}
        >
          Pin salary right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
        <Typography variant="body2" color="text.secondary">
          {describe(pinned)}
        </Typography>
      </Stack>
      <DataGridPro
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        // Reports every change, from these buttons and from the column menus alike.
        onPinnedColumnsChange={setPinned}
      />
    </Box>
  );
}
