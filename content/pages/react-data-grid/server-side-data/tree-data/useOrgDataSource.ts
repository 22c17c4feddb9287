import * as React from 'react';
import type { GridDataSource } from '@mui/x-data-grid-pro';
import { CHILDREN_COUNT_FIELD, GROUP_KEY_FIELD } from '../../shared/fakeDataSourceServer';
import { createOrgServer } from './orgServer';

/** A fake org server and a tree data source that reads one level per request. */
export function useOrgDataSource() {
  const server = React.useMemo(() => createOrgServer(), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // `params.groupKeys` holds the keys of the expanded parent, from the top level down.
      getRows: (params) => server.getRows(params),
      // The key of a row in its parent, sent back in `groupKeys` when it is expanded.
      getGroupKey: (row) => row[GROUP_KEY_FIELD],
      // How many children a row has; 0 means no expand button.
      getChildrenCount: (row) => row[CHILDREN_COUNT_FIELD],
    }),
    [server],
  );
  return { server, dataSource };
}
