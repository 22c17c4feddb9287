import * as React from 'react';
import type { FakeDataSourceServer, ServerRow } from '../shared/fakeDataSourceServer';

/** The number of requests a fake server has received, kept in React state. */
export function useRequestCount<R extends ServerRow>(server: FakeDataSourceServer<R>): number {
  const [count, setCount] = React.useState(server.requestCount);
  React.useEffect(() => server.subscribe(() => setCount(server.requestCount)), [server]);
  return count;
}
