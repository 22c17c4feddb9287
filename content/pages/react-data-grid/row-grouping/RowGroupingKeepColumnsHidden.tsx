import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingKeepColumnsHidden() {
  const apiRef = useGridApiRef();
  // Hides "Region" while it is grouped, and shows it again once it is ungrouped.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region'] } },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={initialState}
      />
    </Box>
  );
}
