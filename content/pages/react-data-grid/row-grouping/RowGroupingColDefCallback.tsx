import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Called once per grouping column, with the fields that column groups by.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => {
  if (fields.includes('region')) {
    return { headerName: 'Sales region', width: 190, hideDescendantCount: true };
  }
  if (fields.includes('category')) {
    return { headerName: 'Product line', width: 230, leafField: 'product' };
  }
  return undefined;
};

export default function RowGroupingColDefCallback() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region', 'category'] },
          columns: { columnVisibilityModel: { product: false } },
        }}
      />
    </Box>
  );
}
