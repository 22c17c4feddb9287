import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function PivotControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'salesRep' }],
    columns: [{ field: 'status' }],
    values: [{ field: 'quantity', aggFunc: 'sum' }],
  });

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={pivotActive}
            onChange={(event) => setPivotActive(event.target.checked)}
          />
        }
        label="Pivot mode"
      />
      <Box component="code" sx={{ fontSize: 12 }}>
        rows: {pivotModel.rows.map((item) => item.field).join(', ') || 'none'} · columns:{' '}
        {pivotModel.columns.map((item) => item.field).join(', ') || 'none'} · values:{' '}
        {pivotModel.values.map((item) => `${item.aggFunc}(${item.field})`).join(', ') || 'none'}
      </Box>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        pivotActive={pivotActive}
        onPivotActiveChange={setPivotActive}
        pivotModel={pivotModel}
        onPivotModelChange={setPivotModel}
      />
    </Box>
  );
}
