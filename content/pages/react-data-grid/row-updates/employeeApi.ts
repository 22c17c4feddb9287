/**
 * A stand-in for a REST endpoint that returns a slice of a large, sortable list.
 * No network request is made: the rows are generated with a fixed seed.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/employees';

const allEmployees = createEmployees(1000, 11);

export interface FetchOptions {
  /** Leave the total out of the response, as a feed that does not know its length. */
  withRowCount: boolean;
  delayMs?: number;
}

export function fetchEmployees(
  params: GridGetRowsParams,
  { withRowCount, delayMs = 600 }: FetchOptions,
): Promise<GridGetRowsResponse> {
  const sorted = [...allEmployees];
  const sortItem = params.sortModel[0];
  if (sortItem?.sort) {
    const field = sortItem.field as keyof Employee;
    const direction = sortItem.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
  }
  const start = Number(params.start);
  const rows = sorted.slice(start, params.end + 1);

  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        withRowCount
          ? { rows, rowCount: sorted.length }
          : { rows, pageInfo: { hasNextPage: params.end + 1 < sorted.length } },
      );
    }, delayMs);
  });
}
