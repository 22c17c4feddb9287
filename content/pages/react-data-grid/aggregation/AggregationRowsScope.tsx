import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function AggregationRowsScope() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />
        }
        label="Include rows hidden by the filter in the totals"
      />
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationRowsScope={allRows ? 'all' : 'filtered'}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Europe' }] },
          },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
