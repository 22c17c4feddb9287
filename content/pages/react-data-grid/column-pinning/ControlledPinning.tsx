import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ControlledPinning() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['lastName'] });

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPinned({ left: ['firstName', 'lastName'] })}
        >
          Pin names
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinned({ right: ['salary'] })}>
          Pin salary right
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinned({})}>
          Unpin all
        </Button>
        <Typography variant="body2" role="status">
          Left: {pinned.left?.join(', ') || 'none'} · Right: {pinned.right?.join(', ') || 'none'}
        </Typography>
      </Stack>
      <DataGridPro
        rows={employees}
        columns={columns}
        pinnedColumns={pinned}
        // The column menu's Pin items report here too.
        onPinnedColumnsChange={setPinned}
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Box>
  );
}
