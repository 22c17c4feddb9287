import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridFooterContainer,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

function GroupCountFooter() {
  const apiRef = useGridApiContext();
  const groups = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const orders = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);

  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 14 }}>
      {groups} groups · {orders} orders
    </GridFooterContainer>
  );
}

export default function RecipeFooterRowCount() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        slots={{ footer: GroupCountFooter }}
        initialState={{ rowGrouping: { model: ['category'] } }}
      />
    </Box>
  );
}
