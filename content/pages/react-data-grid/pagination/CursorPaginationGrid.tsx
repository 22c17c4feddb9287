import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';
import { queryEmployees } from '../shared/employeeQueryServer';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

const PAGE_SIZE = 25;

export default function CursorPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  // cursors[n] is the cursor that loads page n; page 0 starts at the beginning.
  const cursors = React.useRef<(number | null)[]>([null]);
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    const cursor = cursors.current[paginationModel.page] ?? null;
    queryEmployees({ cursor, pageSize: PAGE_SIZE }).then((result) => {
      if (!active) return;
      cursors.current[paginationModel.page + 1] = result.nextCursor;
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // Only move to a page whose cursor is known.
    if (cursors.current[model.page] !== undefined) {
      setPaginationModel(model);
    }
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[PAGE_SIZE]}
      />
    </Box>
  );
}
