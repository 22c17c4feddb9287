import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridRowParams } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RecipeExpandOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it, not only on the arrow.
  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesOrders}
        columns={salesOrderColumns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
