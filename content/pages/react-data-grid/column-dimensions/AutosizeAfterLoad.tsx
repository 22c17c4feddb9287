import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { fetchEmployeePage } from '../shared/fakeServer';
import type { Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'email', headerName: 'Email' },
  { field: 'country', headerName: 'Country' },
];

export default function AutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchEmployeePage(0, 25, 800).then((page) => {
      if (!active) return;
      setRows(page.rows);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);

  // Autosize once the loaded rows are rendered, not before: the grid measures the cells on screen.
  React.useEffect(() => {
    if (rows.length === 0) return undefined;
    const frame = requestAnimationFrame(() => {
      apiRef.current?.autosizeColumns({ includeOutliers: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, apiRef]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
    </Box>
  );
}
