/**
 * A stand-in for a paginated REST endpoint: fixed data, answered after a delay.
 * No network request is made.
 */
import { createEmployees, type Employee } from './employees';

const serverRows = createEmployees(230, 7);

export interface EmployeePage {
  rows: Employee[];
  /** Total number of rows on the "server". */
  rowCount: number;
  hasNextPage: boolean;
}

export function fetchEmployeePage(
  page: number,
  pageSize: number,
  delayMs = 500,
): Promise<EmployeePage> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({
        rows: serverRows.slice(start, start + pageSize),
        rowCount: serverRows.length,
        hasNextPage: start + pageSize < serverRows.length,
      });
    }, delayMs);
  });
}
