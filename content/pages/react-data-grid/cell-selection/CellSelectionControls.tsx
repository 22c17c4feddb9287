import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
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

// Every month of the outdoor products, as a model: row id -> field -> selected.
const outdoorModel: GridCellSelectionModel = Object.fromEntries(
  [6, 7].map((id) => [id, Object.fromEntries(months.map((month) => [month, true]))]),
);

export default function CellSelectionControls() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridCellSelectionModel>(outdoorModel);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setModel(outdoorModel)}>
          Outdoor products
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 1, field: 'apr' }, { id: 8, field: 'jun' })
          }
        >
          Second quarter, all products
        </Button>
        <Button size="small" onClick={() => setModel({})}>
          Clear
        </Button>
      </Stack>
      <DataGridPremium
        apiRef={apiRef}
        rows={monthlySales}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        cellSelectionModel={model}
        onCellSelectionModelChange={setModel}
        hideFooter
      />
    </Box>
  );
}
