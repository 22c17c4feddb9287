import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridOverlay, GridSidebarValue } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

function PivotHintOverlay() {
  return (
    <GridOverlay>
      <Typography variant="subtitle2">Build your report</Typography>
      <Typography variant="body2" color="text.secondary">
        Drag a field such as Region to Rows, and Total to Values.
      </Typography>
    </GridOverlay>
  );
}

export default function EmptyPivotOverlayGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        initialState={{
          // Pivot mode with an empty model: the grid shows the empty pivot overlay.
          pivoting: { enabled: true, model: { rows: [], columns: [], values: [] } },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        slots={{ emptyPivotOverlay: PivotHintOverlay }}
      />
    </Box>
  );
}
