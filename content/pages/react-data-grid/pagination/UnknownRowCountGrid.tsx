import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';
import { fetchEmployeePage } from '../shared/fakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // -1 means "unknown". On the last page the grid works out the total and reports it.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    // The total is ignored on purpose: this API only says whether more rows exist.
    fetchEmployeePage(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (active) {
        setRows(result.rows);
        setHasNextPage(result.hasNextPage);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // A new object on each render would make the grid update its state on each render.
  const paginationMeta = React.useMemo<GridPaginationMeta>(() => ({ hasNextPage }), [hasNextPage]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
