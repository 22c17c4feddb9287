import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  GridPivotIcon,
  PivotPanelTrigger,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../../shared/salesOrders';
import { salesOrderColumns } from '../../shared/salesOrderColumns';

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<GridPivotIcon />}
            // `active`: pivot mode is on; `open`: the pivot panel is shown.
            variant={state.active ? 'contained' : 'outlined'}
          >
            {state.open ? 'Hide pivot panel' : `Pivot${state.active ? ' (on)' : ''}`}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelTriggerButton() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
        initialState={{
          pivoting: {
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'category' }],
              values: [{ field: 'quantity', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
