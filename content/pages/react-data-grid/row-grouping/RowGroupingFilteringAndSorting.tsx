import Box from '@mui/material/Box';
import { DataGridPremium, getRowGroupingFieldFromGroupingCriteria } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// The fields of the grouping columns in "multiple" mode.
const regionColumn = getRowGroupingFieldFromGroupingCriteria('region');
const categoryColumn = getRowGroupingFieldFromGroupingCriteria('category');

export default function RowGroupingFilteringAndSorting() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region', 'category'] },
          // Each grouping column sorts and filters the groups of its own field.
          sorting: { sortModel: [{ field: regionColumn, sort: 'desc' }] },
          filter: {
            filterModel: {
              items: [{ field: categoryColumn, operator: 'isAnyOf', value: ['Laptops', 'Audio'] }],
            },
          },
        }}
      />
    </Box>
  );
}
