import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { groupingColumns } from './groupingColumns';
import { useOrdersGroupingDataSource } from './useOrdersGroupingDataSource';

export default function ServerSideRowGrouping() {
  const { dataSource } = useOrdersGroupingDataSource();

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={groupingColumns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
