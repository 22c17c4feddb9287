import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
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

export default function CellRangeApiGrid() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(0);

  // The first quarter of the first three products.
  const selectFirstQuarter = () => {
    apiRef.current?.selectCellRange({ id: 1, field: 'jan' }, { id: 3, field: 'mar' });
  };
  // The second quarter of the last two products, added to what is selected.
  const addSecondQuarter = () => {
    apiRef.current?.selectCellRange({ id: 7, field: 'apr' }, { id: 8, field: 'jun' }, true);
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectFirstQuarter}>
          Select Q1 of rows 1–3
        </Button>
        <Button size="small" variant="outlined" onClick={addSecondQuarter}>
          Add Q2 of rows 7–8
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
        <Typography variant="body2" color="text.secondary">
          {count} cells selected
        </Typography>
      </Stack>
      <DataGridPremium
        apiRef={apiRef}
        rows={monthlySales}
        columns={columns}
        cellSelection
        onCellSelectionModelChange={(model) =>
          setCount(
            Object.values(model).reduce(
              (sum, fields) => sum + Object.values(fields).filter(Boolean).length,
              0,
            ),
          )
        }
        hideFooter
      />
    </Box>
  );
}
