import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { groupingColumns } from './groupingColumns';
import { useOrdersGroupingDataSource } from './useOrdersGroupingDataSource';

// Only Europe opens on load: one extra request instead of one per region.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'Europe';

export default function ServerSideRowGroupingExpansion() {
  const { dataSource } = useOrdersGroupingDataSource();

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={groupingColumns}
        dataSource={dataSource}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
