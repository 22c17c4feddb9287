import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridRowParams } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns, formatUsd } from '../shared/salesOrderColumns';

export default function RowGroupingGroupChildren() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row to sum its orders.');

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (!apiRef.current || node?.type !== 'group') return;
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applyFiltering: true });
    const orders = ids.map((id) => apiRef.current!.getRow(id) as SalesOrder);
    const revenue = orders.reduce((sum, order) => sum + order.quantity * order.unitPrice, 0);
    setSummary(`${String(node.groupingKey)}: ${orders.length} orders, ${formatUsd(revenue)}`);
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesOrders}
        columns={salesOrderColumns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
