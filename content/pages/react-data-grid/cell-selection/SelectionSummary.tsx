import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { months, monthlySales, type MonthlySales } from '../shared/monthlySales';

const columns: GridColDef<MonthlySales>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  ...months.map((month): GridColDef<MonthlySales> => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 80,
  })),
];

export default function SelectionSummary() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  // Sum the numeric cells of the selection, like a spreadsheet status bar.
  let count = 0;
  let sum = 0;
  for (const [id, fields] of Object.entries(model)) {
    const row = monthlySales.find((item) => String(item.id) === id);
    for (const [field, selected] of Object.entries(fields)) {
      const value = row?.[field as keyof MonthlySales];
      if (selected && typeof value === 'number' && field !== 'id') {
        count += 1;
        sum += value;
      }
    }
  }

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <DataGridPremium
        rows={monthlySales}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        cellSelectionModel={model}
        onCellSelectionModelChange={setModel}
        hideFooter
      />
      <Typography variant="body2" component="output" aria-live="polite">
        {count > 0
          ? `Count: ${count} · Sum: ${sum} · Average: ${Math.round(sum / count)}`
          : 'Select cells to sum them'}
      </Typography>
    </Box>
  );
}
