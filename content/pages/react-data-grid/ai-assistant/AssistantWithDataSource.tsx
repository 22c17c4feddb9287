import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { CHILDREN_COUNT_FIELD, GROUP_KEY_FIELD } from '../shared/fakeDataSourceServer';
import { createOrdersServer, formatOrderUsd, type ServerOrder } from '../shared/serverOrders';
import { createLocalPromptResolver, synonymsFromColumns } from '../shared/aiLocalResolver';

// The server knows which values exist; here they are written out as `examples`.
const columns: GridColDef<ServerOrder>[] = [
  {
    field: 'region',
    headerName: 'Region',
    width: 130,
    examples: ['Europe', 'Americas', 'Asia Pacific'],
  },
  {
    field: 'category',
    headerName: 'Category',
    width: 130,
    examples: ['Laptops', 'Monitors', 'Accessories', 'Audio'],
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    examples: [
      'France',
      'Germany',
      'Spain',
      'Brazil',
      'Canada',
      'United States',
      'Australia',
      'Japan',
      'Singapore',
    ],
  },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: formatOrderUsd,
  },
];
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

// LOCAL demo resolver, not an AI service; it knows the columns' examples only.
const onPrompt = createLocalPromptResolver({ synonyms: synonymsFromColumns(columns) });

export default function AssistantWithDataSource() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // Filters, sorting, grouping and aggregation from the assistant reach the server here.
      getRows: (params) => server.getRows(params),
      getAggregatedValue: (row, field) => row[field],
      getGroupKey: (row) => row[GROUP_KEY_FIELD],
      getChildrenCount: (row) => row[CHILDREN_COUNT_FIELD],
    }),
    [server],
  );

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        pageSizeOptions={[25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        // A pivot answer is applied as grouping and aggregation instead.
        disablePivoting
        showToolbar
        aiAssistant
        onPrompt={onPrompt}
        aiAssistantSuggestions={[
          { value: 'Only Japan, highest total first' },
          { value: 'Group by region and sum the total' },
        ]}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </Box>
  );
}
