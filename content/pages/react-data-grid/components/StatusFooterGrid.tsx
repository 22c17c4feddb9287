import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// Declare the extra prop once; slotProps.footer then accepts it, typed.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    syncedAt: string;
    onSync: () => void;
  }
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

function SyncFooter({ syncedAt, onSync }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer sx={{ pl: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Synced with the HR system at {syncedAt}
      </Typography>
      <Button size="small" onClick={onSync}>
        Sync now
      </Button>
      <Box sx={{ ml: 'auto' }}>
        <GridPagination />
      </Box>
    </GridFooterContainer>
  );
}

export default function StatusFooterGrid() {
  const [syncCount, setSyncCount] = React.useState(0);
  // A fixed clock: each sync moves it five minutes on.
  const minutes = 30 + 5 * syncCount;
  const syncedAt = `09:${String(minutes % 60).padStart(2, '0')}`;

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        slots={{ footer: SyncFooter }}
        slotProps={{ footer: { syncedAt, onSync: () => setSyncCount((count) => count + 1) } }}
      />
    </Box>
  );
}
