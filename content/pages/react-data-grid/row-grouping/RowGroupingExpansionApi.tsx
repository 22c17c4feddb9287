import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, gridRowTreeSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingExpansionApi() {
  const apiRef = useGridApiRef();

  // Expand or collapse every group whose depth is at most `maxDepth`.
  const setExpansion = (isExpanded: boolean, maxDepth = Infinity) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0 && node.depth <= maxDepth) {
        apiRef.current?.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setExpansion(true, 0)}>
          Show regions
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpansion(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpansion(false)}>
          Collapse all
        </Button>
      </Stack>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
