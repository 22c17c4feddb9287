import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingApiMethods() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.addRowGroupingCriteria('status')}
        >
          Add status
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.removeRowGroupingCriteria('status')}
        >
          Remove status
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('status', 0)}
        >
          Move status first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowGroupingModel([])}
        >
          Ungroup
        </Button>
      </Stack>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{ rowGrouping: { model: ['region'] } }}
      />
    </Box>
  );
}
