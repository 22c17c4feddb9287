import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';
import { months, monthlySales, type MonthlySales } from '../shared/monthlySales';

const columns: GridColDef<MonthlySales>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  ...months.map((month): GridColDef<MonthlySales> => ({
    field: month,
    headerName: month.toUpperCase(),
    type: 'number',
    width: 80,
  })),
];

const edge = '2px solid #1976d2';

export default function RangeOutlineGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={monthlySales}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        initialState={{
          // Selected cells on the first render, through the same model as the prop.
          cellSelection: { 2: { feb: true, mar: true }, 3: { feb: true, mar: true } },
        }}
        sx={{
          // Draw an outline around each selected range instead of a fill.
          [`& .${gridClasses.cell}.Mui-selected`]: { backgroundColor: 'transparent' },
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
          [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
          [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
          [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
        }}
      />
    </Box>
  );
}
