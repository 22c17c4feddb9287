/**
 * An in-browser stand-in for a data API, shared by the server-side data demos.
 * It answers after a delay, like a network request, and does on the "server" what
 * a real backend would: filtering, sorting, paging (by page or by row range),
 * tree levels, row grouping and aggregation. It can be told to fail, so that the
 * demos can show how the grid handles errors. No network request is made.
 *
 * The request and response shapes match the grid's data source types
 * (`GridGetRowsParams` and its Pro and Premium extensions), but this module
 * imports nothing from the grid, so any plan can use it.
 */

/** Any row with an id; the server reads its other fields by name. */
export type ServerRow = { id: number | string };

type AnyRow = ServerRow & Record<string, unknown>;

/** A row read field by field (every row is a plain object). */
const asAnyRow = (row: ServerRow): AnyRow => row as AnyRow;
const cell = (row: ServerRow, field: string): unknown => asAnyRow(row)[field];

export interface ServerSortItem {
  field: string;
  sort: 'asc' | 'desc' | null | undefined;
}

export interface ServerFilterItem {
  field: string;
  operator: string;
  value?: unknown;
}

export interface ServerFilterModel {
  items: readonly ServerFilterItem[];
  logicOperator?: 'and' | 'or';
  quickFilterValues?: readonly unknown[];
  quickFilterLogicOperator?: 'and' | 'or';
}

export interface ServerRequest {
  sortModel: readonly ServerSortItem[];
  filterModel: ServerFilterModel;
  paginationModel?: { page: number; pageSize: number };
  start: number | string;
  end: number;
  /** Keys of the parent rows, from the top level down (tree data and row grouping). */
  groupKeys?: readonly string[];
  /** Grouped fields, outer level first (row grouping). */
  groupFields?: readonly string[];
  /** Aggregation function per field, for example `{ total: 'sum' }`. */
  aggregationModel?: Record<string, string>;
}

export interface ServerResponse {
  rows: AnyRow[];
  rowCount: number;
  /** Aggregated values of all the rows that pass the filter. */
  aggregateRow?: Record<string, unknown>;
}

export interface FakeServerOptions<R extends ServerRow> {
  rows: R[];
  /** Delay of each answer in milliseconds. */
  latencyMs?: number;
  /** For tree data: the path of each row, from the root to the row's own key. */
  getPath?: (row: R) => string[];
}

/** Field added to the rows that stand for a group or a tree node with children. */
export const CHILDREN_COUNT_FIELD = 'childrenCount';
/** Field holding the key of a group row (row grouping) or a tree node (tree data). */
export const GROUP_KEY_FIELD = 'groupKey';

type Aggregator = (values: unknown[]) => unknown;

/** The aggregation functions this server knows, by the names the grid uses. */
export const serverAggregations: Record<string, Aggregator> = {
  sum: (values) =>
    values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0),
  avg: (values) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? numbers.reduce((sum, value) => sum + value, 0) / numbers.length : null;
  },
  min: (values) =>
    values.reduce<unknown>(
      (min, value) => (min == null || (value as number) < (min as number) ? value : min),
      null,
    ),
  max: (values) =>
    values.reduce<unknown>(
      (max, value) => (max == null || (value as number) > (max as number) ? value : max),
      null,
    ),
  size: (values) => values.length,
};

const comparable = (value: unknown): number | string => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value == null ? '' : String(value).toLowerCase();
};

function matchesItem(row: ServerRow, item: ServerFilterItem): boolean {
  const value0 = cell(row, item.field);
  const { operator, value } = item;
  if (operator === 'isEmpty') return value0 == null || value0 === '';
  if (operator === 'isNotEmpty') return !(value0 == null || value0 === '');
  // An item without a value does not filter, as in the grid.
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  const text = String(value0 ?? '').toLowerCase();
  const wanted = value instanceof Date ? value : String(value).toLowerCase();
  const a = comparable(value0);
  const b =
    value instanceof Date ? value.getTime() : typeof value0 === 'number' ? Number(value) : wanted;
  switch (operator) {
    case 'contains':
      return text.includes(String(wanted));
    case 'doesNotContain':
      return !text.includes(String(wanted));
    case 'startsWith':
      return text.startsWith(String(wanted));
    case 'endsWith':
      return text.endsWith(String(wanted));
    case 'equals':
    case 'is':
    case '=':
      return a === b;
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return a !== b;
    case '>':
    case 'after':
      return a > b;
    case '>=':
    case 'onOrAfter':
      return a >= b;
    case '<':
    case 'before':
      return a < b;
    case '<=':
    case 'onOrBefore':
      return a <= b;
    case 'isAnyOf':
      return (value as unknown[]).some((option) => comparable(option) === a);
    default:
      return true;
  }
}

function matchesFilter(row: ServerRow, model: ServerFilterModel): boolean {
  const items = model.items ?? [];
  const results = items.map((item) => matchesItem(row, item));
  const passesItems =
    model.logicOperator === 'or'
      ? results.length === 0 || results.some(Boolean)
      : results.every(Boolean);
  const words = (model.quickFilterValues ?? [])
    .map((word) => String(word).toLowerCase())
    .filter(Boolean);
  const haystack = Object.values(row as AnyRow).map((value) => String(value ?? '').toLowerCase());
  const wordResults = words.map((word) => haystack.some((cell) => cell.includes(word)));
  const passesWords =
    model.quickFilterLogicOperator === 'or'
      ? words.length === 0 || wordResults.some(Boolean)
      : wordResults.every(Boolean);
  return passesItems && passesWords;
}

function sortRows<T extends ServerRow>(rows: T[], sortModel: readonly ServerSortItem[]): T[] {
  const active = sortModel.filter((item) => item.sort);
  if (active.length === 0) return rows;
  return [...rows].sort((r1, r2) => {
    for (const { field, sort } of active) {
      const a = comparable(cell(r1, field));
      const b = comparable(cell(r2, field));
      if (a < b) return sort === 'asc' ? -1 : 1;
      if (a > b) return sort === 'asc' ? 1 : -1;
    }
    return 0;
  });
}

function aggregate(
  rows: ServerRow[],
  model: Record<string, string> | undefined,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  Object.entries(model ?? {}).forEach(([field, name]) => {
    const fn = serverAggregations[name];
    if (fn) result[field] = fn(rows.map((row) => cell(row, field)));
  });
  return result;
}

function page<T>(rows: T[], request: ServerRequest): T[] {
  if (request.paginationModel) {
    const { page: index, pageSize } = request.paginationModel;
    return rows.slice(index * pageSize, (index + 1) * pageSize);
  }
  if (typeof request.start === 'number' && typeof request.end === 'number') {
    return rows.slice(request.start, request.end + 1);
  }
  return rows;
}

export class FakeDataSourceServer<R extends ServerRow> {
  private rows: R[];

  private readonly latencyMs: number;

  private readonly getPath?: (row: R) => string[];

  private failing = false;

  /** Number of requests answered or refused so far. */
  requestCount = 0;

  private listeners = new Set<(request: ServerRequest) => void>();

  constructor(options: FakeServerOptions<R>) {
    this.rows = options.rows.map((row) => structuredClone(row));
    this.latencyMs = options.latencyMs ?? 500;
    this.getPath = options.getPath;
  }

  /** While `true`, every request fails with a 500-like error. */
  setFailing(failing: boolean) {
    this.failing = failing;
  }

  /** Called with each request the server receives, for logs and counters. */
  subscribe(listener: (request: ServerRequest) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  getRows(request: ServerRequest): Promise<ServerResponse> {
    this.requestCount += 1;
    this.listeners.forEach((listener) => listener(request));
    return this.respond(() => this.computeRows(request));
  }

  /** Saves a row; the server refuses an update while failing. */
  updateRow(updated: R): Promise<R> {
    return this.respond(() => {
      this.rows = this.rows.map((row) => (row.id === updated.id ? structuredClone(updated) : row));
      return structuredClone(updated);
    });
  }

  private respond<T>(compute: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (this.failing) {
          reject(new Error('Internal server error (500): the server is set to fail.'));
          return;
        }
        // A copy, as if the data went through the network.
        resolve(structuredClone(compute()));
      }, this.latencyMs);
    });
  }

  private computeRows(request: ServerRequest): ServerResponse {
    const all = this.rows.map(asAnyRow);
    const groupKeys = request.groupKeys ?? [];
    if (this.getPath) return this.computeTreeLevel(request, groupKeys);

    const filtered = all.filter((row) => matchesFilter(row, request.filterModel));
    const aggregateRow = request.aggregationModel
      ? aggregate(filtered, request.aggregationModel)
      : undefined;
    const groupFields = request.groupFields ?? [];

    if (groupKeys.length < groupFields.length) {
      // Rows of the requested group, then one group row per value of the next field.
      const inGroup = filtered.filter((row) =>
        groupKeys.every((key, index) => String(cell(row, groupFields[index]!)) === key),
      );
      const field = groupFields[groupKeys.length]!;
      const buckets = new Map<string, AnyRow[]>();
      inGroup.forEach((row) => {
        const key = String(cell(row, field) ?? '');
        buckets.set(key, [...(buckets.get(key) ?? []), row]);
      });
      const nextField = groupFields[groupKeys.length + 1];
      const groups: AnyRow[] = [...buckets.entries()].map(([key, members]) => ({
        id: `group/${[...groupKeys, key].join('/')}`,
        [field]: cell(members[0]!, field),
        [GROUP_KEY_FIELD]: key,
        [CHILDREN_COUNT_FIELD]: nextField
          ? new Set(members.map((row) => String(cell(row, nextField)))).size
          : members.length,
        ...aggregate(members, request.aggregationModel),
      }));
      const sorted = sortRows(
        groups,
        request.sortModel.filter(
          (item) => item.field === field || item.field in (request.aggregationModel ?? {}),
        ),
      );
      return { rows: page(sorted, request), rowCount: groups.length, aggregateRow };
    }

    const inGroup = filtered.filter((row) =>
      groupKeys.every((key, index) => String(cell(row, groupFields[index]!)) === key),
    );
    const sorted = sortRows(inGroup, request.sortModel);
    return { rows: page(sorted, request), rowCount: inGroup.length, aggregateRow };
  }

  private computeTreeLevel(request: ServerRequest, groupKeys: readonly string[]): ServerResponse {
    const getPath = this.getPath!;
    const depth = groupKeys.length;
    const isInLevel = (row: R) => {
      const path = getPath(row);
      return path.length === depth + 1 && groupKeys.every((key, index) => path[index] === key);
    };
    const isBelow = (row: R, ancestor: string[]) => {
      const path = getPath(row);
      return path.length > ancestor.length && ancestor.every((key, index) => path[index] === key);
    };
    // A node stays when it passes the filter, or when one of its descendants does.
    const passing = this.rows.filter((row) => matchesFilter(row, request.filterModel));
    const level = this.rows
      .filter(isInLevel)
      .filter(
        (row) => passing.includes(row) || passing.some((other) => isBelow(other, getPath(row))),
      )
      .map((row) => {
        const path = getPath(row);
        const descendants = this.rows.filter((other) => isBelow(other, path));
        // Only the rows without children carry values to aggregate.
        const leaves = descendants.filter(
          (other) => !this.rows.some((below) => isBelow(below, getPath(other))),
        );
        return {
          ...asAnyRow(row),
          [GROUP_KEY_FIELD]: path[path.length - 1],
          [CHILDREN_COUNT_FIELD]: descendants.filter(
            (other) => getPath(other).length === path.length + 1,
          ).length,
          // Parents get the aggregate of their descendants.
          ...(leaves.length ? aggregate(leaves, request.aggregationModel) : {}),
        };
      });
    const sorted = sortRows(level, request.sortModel);
    const aggregateRow = request.aggregationModel
      ? aggregate(passing, request.aggregationModel)
      : undefined;
    return { rows: page(sorted, request), rowCount: level.length, aggregateRow };
  }
}
