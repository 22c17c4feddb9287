import * as React from 'react';
import type { GridDataSource } from '@mui/x-data-grid-premium';
import { CHILDREN_COUNT_FIELD, GROUP_KEY_FIELD } from '../../shared/fakeDataSourceServer';
import { createOrdersServer } from '../../shared/serverOrders';

/** A fake orders server and a data source that groups rows on the server. */
export function useOrdersGroupingDataSource() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // `params.groupFields` is the row grouping model; `params.groupKeys` the expanded group.
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row[GROUP_KEY_FIELD],
      getChildrenCount: (row) => row[CHILDREN_COUNT_FIELD],
    }),
    [server],
  );
  return { server, dataSource };
}
