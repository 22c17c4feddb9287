/**
 * A stand-in for an API that sorts, filters and paginates on the "server":
 * fixed data (a seeded generator), answered after a delay. No network request is made.
 * It understands the grid's own models, the way a real backend would after
 * receiving them as query parameters.
 */
import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from './employees';

const serverRows = createEmployees(230, 7);

export interface EmployeeQuery {
  page?: number;
  pageSize: number;
  /** Cursor-based pagination: the id after which the page starts (replaces `page`). */
  cursor?: number | null;
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

export interface EmployeeQueryResult {
  rows: Employee[];
  /** Number of rows that match the filter, on every page. */
  rowCount: number;
  /** Cursor of the next page, or null on the last page. */
  nextCursor: number | null;
}

function text(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
}

function matchesItem(row: Employee, item: GridFilterItem): boolean {
  const cell = row[item.field as keyof Employee];
  const { value } = item;
  if (item.operator === 'isEmpty') return cell === '' || cell == null;
  if (item.operator === 'isNotEmpty') return !(cell === '' || cell == null);
  if (value === undefined || value === '' || value === null) return true;
  const a = text(cell).toLowerCase();
  const b = text(value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return a.includes(b);
    case 'doesNotContain':
      return !a.includes(b);
    case 'equals':
    case 'is':
      return a === b;
    case 'doesNotEqual':
    case 'not':
      return a !== b;
    case 'startsWith':
      return a.startsWith(b);
    case 'endsWith':
      return a.endsWith(b);
    case 'isAnyOf':
      return (
        (value as unknown[]).length === 0 ||
        (value as unknown[]).some((v) => text(v).toLowerCase() === a)
      );
    case '=':
      return Number(cell) === Number(value);
    case '!=':
      return Number(cell) !== Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      return true;
  }
}

function applyFilter(rows: Employee[], model: GridFilterModel | undefined): Employee[] {
  if (!model) return rows;
  const items = model.items.filter((item) => item.field && item.operator);
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  return rows.filter((row) => {
    const itemResults = items.map((item) => matchesItem(row, item));
    const passesItems =
      itemResults.length === 0 ||
      (model.logicOperator === 'or' ? itemResults.some(Boolean) : itemResults.every(Boolean));
    const haystack = Object.values(row).map((v) => text(v).toLowerCase());
    const passesWords = words.every((word) => haystack.some((cell) => cell.includes(word)));
    return passesItems && passesWords;
  });
}

function applySort(rows: Employee[], model: GridSortModel | undefined): Employee[] {
  if (!model || model.length === 0) return rows;
  return [...rows].sort((r1, r2) => {
    for (const { field, sort } of model) {
      const v1 = r1[field as keyof Employee];
      const v2 = r2[field as keyof Employee];
      const result =
        v1 instanceof Date && v2 instanceof Date
          ? v1.getTime() - v2.getTime()
          : typeof v1 === 'number' && typeof v2 === 'number'
            ? v1 - v2
            : text(v1).localeCompare(text(v2));
      if (result !== 0) return sort === 'desc' ? -result : result;
    }
    return r1.id - r2.id;
  });
}

/** Answers a query after `delayMs` milliseconds, like a slow network would. */
export function queryEmployees(query: EmployeeQuery, delayMs = 400): Promise<EmployeeQueryResult> {
  const matching = applySort(applyFilter(serverRows, query.filterModel), query.sortModel);
  let start = (query.page ?? 0) * query.pageSize;
  if (query.cursor !== undefined) {
    start = query.cursor === null ? 0 : matching.findIndex((row) => row.id === query.cursor) + 1;
  }
  const rows = matching.slice(start, start + query.pageSize);
  const hasMore = start + query.pageSize < matching.length;
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve({
        rows,
        rowCount: matching.length,
        nextCursor: hasMore ? rows[rows.length - 1]!.id : null,
      });
    }, delayMs);
  });
}
