import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import type { Employee } from '../shared/employees';
import { fetchEmployeePage } from '../shared/fakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 130 },
];

export default function KeepSelectionAcrossPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEmployeePage(paginationModel.page, paginationModel.pageSize, 300).then((result) => {
      if (active) {
        setRows(result.rows);
        setRowCount(result.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // With "exclude", every row on the server is selected except the listed ids.
  const selectedCount =
    selection.type === 'include' ? selection.ids.size : rowCount - selection.ids.size;

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" component="output">
        {selectedCount} of {rowCount} employees selected
      </Typography>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
