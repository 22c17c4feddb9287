import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type DataGridPremiumProps,
  type GridSortCellParams,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const childCount = (params: GridSortCellParams) =>
  params.rowNode.type === 'group' ? params.rowNode.children.length : 0;

// Sorting the grouping column orders the groups by how many orders they hold.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Country (by orders)',
  width: 220,
  sortComparator: (_v1, _v2, params1, params2) => childCount(params1) - childCount(params2),
};

export default function RecipeSortGroupsBySize() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['country'] },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
      />
    </Box>
  );
}
