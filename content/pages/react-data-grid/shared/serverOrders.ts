/**
 * The orders database behind the server-side data demos: 1,000 sales orders on a
 * fake server, with the order total stored so that the server can sort, filter
 * and aggregate it. Each call creates its own server, so one demo can fail
 * without the others.
 */
import { FakeDataSourceServer } from './fakeDataSourceServer';
import { createSalesOrders, type SalesOrder } from './salesOrders';

export type ServerOrder = SalesOrder & { total: number };

export function createOrdersServer(latencyMs = 600): FakeDataSourceServer<ServerOrder> {
  const rows = createSalesOrders(1000, 21).map((order) => ({
    ...order,
    total: order.quantity * order.unitPrice,
  }));
  return new FakeDataSourceServer<ServerOrder>({ rows, latencyMs });
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Formats a number of US dollars, leaving empty cells empty. */
export const formatOrderUsd = (value?: number | null) => (value == null ? '' : usd.format(value));
