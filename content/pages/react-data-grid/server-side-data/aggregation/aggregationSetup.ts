import * as React from 'react';
import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import { CHILDREN_COUNT_FIELD, GROUP_KEY_FIELD } from '../../shared/fakeDataSourceServer';
import { createOrdersServer, formatOrderUsd, type ServerOrder } from '../../shared/serverOrders';

/** The functions the server knows: names, labels and column types only; the server computes them. */
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number', 'date'] },
  max: { columnTypes: ['number', 'date'] },
  size: {},
};

export const aggregationColumns: GridColDef<ServerOrder>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: formatOrderUsd,
  },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 130 },
];

/** A fake orders server, and a data source that reads aggregated values from its answers. */
export function useAggregationDataSource() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // `params.aggregationModel` says what to compute; the response carries `aggregateRow`.
      getRows: (params) => server.getRows(params),
      // Where an aggregated value lives: on the group row (or on `aggregateRow`), under the field.
      getAggregatedValue: (row, field) => row[field],
      getGroupKey: (row) => row[GROUP_KEY_FIELD],
      getChildrenCount: (row) => row[CHILDREN_COUNT_FIELD],
    }),
    [server],
  );
  return dataSource;
}
