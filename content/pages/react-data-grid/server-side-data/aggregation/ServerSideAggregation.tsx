import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  aggregationColumns,
  serverAggregationFunctions,
  useAggregationDataSource,
} from './aggregationSetup';

export default function ServerSideAggregation() {
  const dataSource = useAggregationDataSource();

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={aggregationColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          aggregation: { model: { quantity: 'sum', total: 'sum', orderDate: 'max' } },
        }}
      />
    </Box>
  );
}
