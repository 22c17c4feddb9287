import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>({ total: 'sum' });

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="total-aggregation-label">Total column</InputLabel>
        <Select
          labelId="total-aggregation-label"
          label="Total column"
          value={model.total ?? 'none'}
          onChange={(event) => {
            const value = event.target.value;
            setModel((previous) => {
              const next = { ...previous };
              if (value === 'none') delete next.total;
              else next.total = value;
              return next;
            });
          }}
        >
          <MenuItem value="none">No aggregation</MenuItem>
          <MenuItem value="sum">Sum</MenuItem>
          <MenuItem value="avg">Average</MenuItem>
          <MenuItem value="min">Minimum</MenuItem>
          <MenuItem value="max">Maximum</MenuItem>
        </Select>
      </FormControl>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationModel={model}
        onAggregationModelChange={setModel}
      />
    </Box>
  );
}
