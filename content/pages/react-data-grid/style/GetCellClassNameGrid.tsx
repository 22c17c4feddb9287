import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StoreResult {
  id: number;
  store: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

// Change in revenue against the previous year, in percent.
const rows: StoreResult[] = [
  { id: 1, store: 'Lisbon', q1: 4.2, q2: -1.3, q3: 2.8, q4: 6.1 },
  { id: 2, store: 'Lyon', q1: -3.5, q2: -0.4, q3: 1.1, q4: 0.9 },
  { id: 3, store: 'Munich', q1: 7.8, q2: 5.2, q3: -2.2, q4: 3.4 },
  { id: 4, store: 'Osaka', q1: 0, q2: 2.5, q3: 4.9, q4: -6.7 },
  { id: 5, store: 'Toronto', q1: 1.7, q2: -4.8, q3: -1.5, q4: 2.2 },
  { id: 6, store: 'Valencia', q1: 3.3, q2: 3.9, q3: 5.6, q4: 8.0 },
];

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4'): GridColDef<StoreResult> => ({
  field,
  headerName: field.toUpperCase(),
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} %`,
});

const columns: GridColDef<StoreResult>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 120 },
  quarter('q1'),
  quarter('q2'),
  quarter('q3'),
  quarter('q4'),
];

export default function GetCellClassNameGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        // Tints under the usual text colour: white on the palette's red or green is too faint.
        '& .trend-up': { bgcolor: 'rgba(46, 125, 50, 0.2)' },
        '& .trend-down': { bgcolor: 'rgba(211, 47, 47, 0.2)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getCellClassName={(params) => {
          if (params.field === 'store' || typeof params.value !== 'number') {
            return '';
          }
          return params.value > 0 ? 'trend-up' : params.value < 0 ? 'trend-down' : '';
        }}
      />
    </Box>
  );
}
