import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/employees';

const rows = createEmployees(12500, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 130 },
];

const number = new Intl.NumberFormat('de-DE');

// "1–25 von 12.500": numbers formatted for German readers.
const localeText: Partial<GridLocaleText> = {
  paginationRowsPerPage: 'Zeilen pro Seite:',
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    const range = `${number.format(from)}–${number.format(to)}`;
    if (count !== -1) return `${range} von ${number.format(count)}`;
    return estimated && estimated > to
      ? `${range} von ungefähr ${number.format(estimated)}`
      : `${range} von mehr als ${number.format(to)}`;
  },
};

export default function PaginationNumberFormat() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        pageSizeOptions={[25]}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 399 } } }}
      />
    </Box>
  );
}
