import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface StockLine {
  id: string;
  product: string;
  stock: number;
  dailySales: number;
}

const rows: StockLine[] = [
  { id: 'AUD-1001', product: 'Studio headphones', stock: 42, dailySales: 3 },
  { id: 'AUD-1002', product: 'Bluetooth speaker', stock: 3, dailySales: 2 },
  { id: 'CAB-2001', product: 'USB-C cable, 2 m', stock: 380, dailySales: 14 },
  { id: 'DSP-3001', product: '27-inch monitor', stock: 8, dailySales: 1 },
  { id: 'INP-4001', product: 'Mechanical keyboard', stock: 54, dailySales: 6 },
  { id: 'STO-5001', product: 'External SSD, 1 TB', stock: 61, dailySales: 2 },
];

// value → formattedValue → rendered cell
function CoverageBar({
  value = 0,
  formattedValue,
}: GridRenderCellParams<StockLine, number, string>) {
  return (
    <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (value / 30) * 100)}
        color={value < 7 ? 'error' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={`Stock coverage: ${formattedValue}`}
      />
      <Box component="span" sx={{ width: 64, textAlign: 'right' }}>
        {formattedValue}
      </Box>
    </Box>
  );
}

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'dailySales', headerName: 'Sold per day', type: 'number', width: 120 },
  {
    field: 'coverage',
    headerName: 'Coverage',
    type: 'number',
    flex: 1,
    minWidth: 220,
    // 1. The value: computed from the row, used to sort and filter.
    valueGetter: (_value, row) => Math.floor(row.stock / row.dailySales),
    // 2. The text: what the cell shows, what is copied and exported.
    valueFormatter: (value: number) => (value === 1 ? '1 day' : `${value} days`),
    // 3. The rendering: any React node, built from both.
    renderCell: (params) => <CoverageBar {...params} />,
    display: 'flex',
  },
];

export default function StockCoverage() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'coverage', sort: 'asc' }] } }}
      />
    </Box>
  );
}
