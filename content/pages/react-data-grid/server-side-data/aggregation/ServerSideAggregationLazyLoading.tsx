import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  aggregationColumns,
  serverAggregationFunctions,
  useAggregationDataSource,
} from './aggregationSetup';

export default function ServerSideAggregationLazyLoading() {
  const dataSource = useAggregationDataSource();

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={aggregationColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        lazyLoading
        initialState={{ aggregation: { model: { total: 'sum', quantity: 'avg' } } }}
      />
    </Box>
  );
}
