import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';
import { fetchEmployeePage } from '../shared/fakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function AsyncRowsGrid() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setRows([]);
    fetchEmployeePage(0, 50, 1200).then((page) => {
      // Ignore answers that arrive after the component unmounted or reloaded.
      if (active) {
        setRows(page.rows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [requestId]);

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={loading}
        onClick={() => setRequestId((id) => id + 1)}
      >
        Reload
      </Button>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
