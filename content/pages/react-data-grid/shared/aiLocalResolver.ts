/**
 * A LOCAL stand-in for an AI prompt service, for the Data Grid AI assistant and
 * prompt field demos. It is not a language model: it reads the prompt with a few
 * word rules, in the browser, with no network. It understands sorting, filtering,
 * grouping, aggregation and pivoting requests that name the grid's own columns
 * (or values found in its rows), and answers with the `PromptResponse` object that
 * `onPrompt` must resolve with in 8.11.1. A prompt it cannot map rejects with an
 * Error, which the grid shows as the prompt's error state.
 *
 * In an app, `onPrompt` sends the prompt and the grid's context to a real service
 * instead (for example with `unstable_gridDefaultPromptResolver`).
 */
import type { PromptResponse } from '@mui/x-data-grid-premium';

/** One column, as the grid describes it in the prompt context (a JSON array). */
export interface PromptContextColumn {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

export interface LocalResolverOptions {
  /** Header names and other words for the columns, e.g. `{ unitPrice: ['Unit price', 'price'] }`. */
  synonyms?: Record<string, string[]>;
  /** Rows whose text values the resolver recognises on their own ("only France"). */
  rows?: readonly object[];
  /** Simulated processing time in milliseconds, so the UI shows its processing state. */
  delayMs?: number;
}

type AggregationFunction = 'avg' | 'sum' | 'min' | 'max' | 'size';
type SortItem = PromptResponse['sorting'][number];
type FilterItem = PromptResponse['filters'][number];
type Pivot = { columns: SortItem[]; rows: string[]; values: Record<string, AggregationFunction>[] };

interface Mention {
  field: string;
  start: number;
  end: number;
}

interface ValueMention extends Mention {
  value: string;
}

interface Vocabulary {
  /** The prompt as typed, to give free-text values their original case back. */
  original: string;
  columns: PromptContextColumn[];
  names: { field: string; name: string }[];
  values: { field: string; value: string }[];
}

/** What one prompt asks for; `undefined` means "leave as it was". */
interface Changes {
  reset?: boolean;
  clearFilters?: boolean;
  filters?: FilterItem[];
  sorting?: SortItem[];
  grouping?: string[];
  aggregation?: Record<string, AggregationFunction>;
  clearAggregation?: boolean;
  pivot?: Pivot;
}

const INTENT =
  '(?:sort|order|rank|arrange|group|filter|only|show|just|where|exclude|except|sum|total|average|avg|mean|count|pivot|min|minimum|max|maximum|remove|clear|ungroup)';
const CLAUSE_SPLIT = new RegExp(
  `\\s*(?:[;.!?]+|\\bthen\\b|,\\s*(?:and\\s+)?(?=${INTENT}\\b)|\\band\\s+(?=${INTENT}\\b))\\s*`,
);
const DESC =
  /\b(desc|descending|highest|largest|biggest|most|top|greatest|newest|latest|decreasing|reverse|high to low|z to a)\b/;
const ASC =
  /\b(asc|ascending|lowest|smallest|least|fewest|oldest|earliest|increasing|low to high|a to z)\b/;
const AGGREGATIONS: [RegExp, AggregationFunction][] = [
  [/\b(?:sum|total|totals)\b/, 'sum'],
  [/\b(?:average|averages|avg|mean)\b/, 'avg'],
  [/\b(?:minimum|min)\b/, 'min'],
  [/\b(?:maximum|max)\b/, 'max'],
  [/\b(?:count|number)\b/, 'size'],
];
const NUMBER_CONDITIONS: [RegExp, string][] = [
  [/^(?:is\s+)?(?:at least|no less than|>=)\s*/, '>='],
  [/^(?:is\s+)?(?:at most|no more than|up to|<=)\s*/, '<='],
  [/^(?:is\s+)?(?:over|above|greater than|more than|higher than|bigger than|exceeds?|>)\s*/, '>'],
  [/^(?:is\s+)?(?:under|below|less than|lower than|smaller than|<)\s*/, '<'],
  [/^(?:is\s+)?(?:not|isn't|other than|!=)\s*/, '!='],
  [/^(?:is|=|equals?|of|:)?\s*/, '='],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
const isNumeric = (column: PromptContextColumn) => column.type === 'number';

/** Reads the grid's prompt context: the columns with their types and filter operators. */
export function parsePromptContext(context: string): PromptContextColumn[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(context);
  } catch {
    throw new Error('The prompt context is not valid JSON.');
  }
  if (!Array.isArray(parsed)) {
    throw new Error('The prompt context is not a list of columns.');
  }
  return parsed.filter(
    (column): column is PromptContextColumn =>
      typeof column === 'object' && column !== null && typeof column.field === 'string',
  );
}

function buildVocabulary(
  columns: PromptContextColumn[],
  options: LocalResolverOptions,
  original: string,
): Vocabulary {
  const names: Vocabulary['names'] = [];
  const lastWords = new Map<string, string[]>();
  for (const column of columns) {
    const spaced = words(column.field);
    const list = [
      column.field.toLowerCase(),
      spaced,
      ...(options.synonyms?.[column.field] ?? []).map((s) => s.toLowerCase()),
    ];
    list.forEach((name) => names.push({ field: column.field, name }));
    const last = spaced.split(' ').pop()!;
    if (last !== spaced) lastWords.set(last, [...(lastWords.get(last) ?? []), column.field]);
  }
  // "price" for unitPrice, when no other column ends with the same word.
  lastWords.forEach((fields, word) => {
    if (fields.length === 1 && !names.some((n) => n.name === word))
      names.push({ field: fields[0]!, name: word });
  });
  names.sort((a, b) => b.name.length - a.name.length);

  const values: Vocabulary['values'] = [];
  const seen = new Set<string>();
  const add = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '' || value.length > 40) return;
    const key = `${field}\u0000${value.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    values.push({ field, value });
  };
  for (const column of columns) {
    if (isNumeric(column)) continue;
    column.examples.forEach((example) => add(column.field, example));
    options.rows?.forEach((row) =>
      add(column.field, (row as Record<string, unknown>)[column.field]),
    );
  }
  values.sort((a, b) => b.value.length - a.value.length);
  return { original, columns, names, values };
}

/** Non-overlapping matches of `candidates` in `text`, longest first, in text order. */
function findAll<T extends { field: string }>(
  text: string,
  candidates: T[],
  label: (c: T) => string,
): (T & Mention)[] {
  const found: (T & Mention)[] = [];
  for (const candidate of candidates) {
    const base = escape(label(candidate).toLowerCase());
    // Accept a plural or singular form: "laptop" finds "Laptops", "countries" finds "country".
    const pattern = new RegExp(
      `\\b(?:${base}|${base}s|${base}es|${base.replace(/y$/, 'ies')}|${base.replace(/s$/, '')})\\b`,
      'g',
    );
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ ...candidate, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function parseNumber(text: string): number | undefined {
  const match = /^\$?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\b/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return match[2] ? value * 1000 : value;
}

function pickOperator(column: PromptContextColumn, preferred: string[]): string | undefined {
  return preferred.find(
    (op) => column.allowedOperators.length === 0 || column.allowedOperators.includes(op),
  );
}

function aggregationIn(text: string): AggregationFunction | undefined {
  return AGGREGATIONS.find(([pattern]) => pattern.test(text))?.[1];
}

function direction(text: string): 'asc' | 'desc' | undefined {
  // "at most 400" is a condition, not a sort order.
  const cleaned = text.replace(/\b(?:at|no) (?:most|least)\b|\b(?:more|less|fewer) than\b/g, ' ');
  if (DESC.test(cleaned)) return 'desc';
  if (ASC.test(cleaned)) return 'asc';
  return undefined;
}

/** "category is laptops" was typed "category is Laptops": keep the typed case. */
function restoreCase(value: string, vocabulary: Vocabulary): string {
  const index = vocabulary.original.toLowerCase().indexOf(value);
  return index === -1 ? value : vocabulary.original.slice(index, index + value.length);
}

function parseFilters(clause: string, vocabulary: Vocabulary): FilterItem[] {
  const lookup = new Map(vocabulary.columns.map((c) => [c.field, c]));
  const filters: FilterItem[] = [];
  const columnMentions = findAll(clause, vocabulary.names, (n) => n.name);
  const valueMentions: ValueMention[] = findAll(clause, vocabulary.values, (v) => v.value).filter(
    (v) => !columnMentions.some((c) => v.start < c.end && v.end > c.start),
  );
  const used = new Set<ValueMention>();

  for (const mention of columnMentions) {
    const column = lookup.get(mention.field)!;
    if (filters.some((f) => f.column === column.field)) continue;
    const next = columnMentions.find((m) => m.start > mention.start);
    const rest = clause.slice(mention.end, next ? next.start : undefined).trim();
    if (isNumeric(column)) {
      for (const [pattern, operator] of NUMBER_CONDITIONS) {
        const match = pattern.exec(rest);
        const value = match ? parseNumber(rest.slice(match[0].length)) : undefined;
        if (value !== undefined && pickOperator(column, [operator])) {
          filters.push({ column: column.field, operator, value });
          break;
        }
      }
      continue;
    }
    const negated = /^(?:is\s+not|isn't|is\s+other\s+than|not|!=|other\s+than)\b/.test(rest);
    const own = valueMentions.filter(
      (v) => v.field === column.field && v.start >= mention.end && (!next || v.start < next.start),
    );
    if (own.length > 0) {
      own.forEach((v) => used.add(v));
      filters.push(
        valueFilter(
          column,
          own.map((v) => v.value),
          negated,
        ),
      );
      continue;
    }
    const contains = /^(?:contains|includes|has|with|mentions)\s+["']?([^"',]+?)["']?$/.exec(rest);
    if (contains && pickOperator(column, ['contains'])) {
      filters.push({
        column: column.field,
        operator: 'contains',
        value: restoreCase(contains[1]!.trim(), vocabulary),
      });
      continue;
    }
    const equals = /^(?:is\s+not|isn't|is|=|equals?|:|not)\s+["']?([^"',]+?)["']?$/.exec(rest);
    if (equals)
      filters.push(valueFilter(column, [restoreCase(equals[1]!.trim(), vocabulary)], negated));
  }

  // Values named without their column: "only laptops from Japan", "except Refunded".
  const byField = new Map<string, ValueMention[]>();
  for (const v of valueMentions) {
    if (used.has(v) || filters.some((f) => f.column === v.field)) continue;
    byField.set(v.field, [...(byField.get(v.field) ?? []), v]);
  }
  byField.forEach((mentions, field) => {
    const before = clause.slice(0, mentions[0]!.start);
    const negated = /\b(?:except|excluding|exclude|without|not|no)\b[^,]*$/.test(before);
    filters.push(
      valueFilter(
        lookup.get(field)!,
        mentions.map((m) => m.value),
        negated,
      ),
    );
  });
  return filters;
}

function valueFilter(column: PromptContextColumn, values: string[], negated: boolean): FilterItem {
  const select = column.type === 'singleSelect';
  if (values.length > 1 && !negated && pickOperator(column, ['isAnyOf'])) {
    return { column: column.field, operator: 'isAnyOf', value: values };
  }
  const operator = negated
    ? pickOperator(column, select ? ['not'] : ['doesNotEqual', '!='])
    : pickOperator(column, select ? ['is'] : ['equals', '=', 'is']);
  return { column: column.field, operator: operator ?? 'equals', value: values[0]! };
}

function parsePivot(clause: string, vocabulary: Vocabulary): Pivot | undefined {
  const lookup = new Map(vocabulary.columns.map((c) => [c.field, c]));
  const pivot: Pivot = { columns: [], rows: [], values: [] };
  const mentions = findAll(clause, vocabulary.names, (n) => n.name);
  for (const mention of mentions) {
    const before = clause.slice(0, mention.start);
    const role = [
      ...before.matchAll(
        /\b(by|per|rows?|down|across|columns?|against|of|sum|total|average|avg|mean|count|min|max)\b/g,
      ),
    ].pop()?.[1];
    if (role === 'across' || role === 'against' || role?.startsWith('column')) {
      pivot.columns.push({ column: mention.field, direction: 'asc' });
    } else if (role === 'by' || role === 'per' || role === 'down' || role?.startsWith('row')) {
      pivot.rows.push(mention.field);
    } else {
      const fn =
        aggregationIn(before.slice(-12)) ??
        (isNumeric(lookup.get(mention.field)!) ? 'sum' : 'size');
      pivot.values.push({ [mention.field]: fn });
    }
  }
  return pivot.values.length > 0 && (pivot.rows.length > 0 || pivot.columns.length > 0)
    ? pivot
    : undefined;
}

function parseClause(
  clause: string,
  vocabulary: Vocabulary,
  changes: Changes,
  previousIntent: string | undefined,
): string | undefined {
  const lookup = new Map(vocabulary.columns.map((c) => [c.field, c]));
  if (
    /^(?:reset|start over|clear (?:all|everything)|remove (?:all|everything)|undo everything)\b/.test(
      clause,
    )
  ) {
    changes.reset = true;
    return 'reset';
  }
  if (/\b(?:clear|remove|drop)\s+(?:all\s+)?(?:the\s+)?filters?\b|\bshow all rows\b/.test(clause)) {
    changes.clearFilters = true;
    return 'filter';
  }
  if (/\bungroup\b|\b(?:remove|clear|no)\s+(?:the\s+)?grouping\b/.test(clause)) {
    changes.grouping = [];
    return 'group';
  }
  if (/\b(?:remove|clear|no)\s+(?:the\s+)?(?:aggregations?|totals)\b/.test(clause)) {
    changes.clearAggregation = true;
    return 'aggregate';
  }
  if (/\bpivot\b/.test(clause)) {
    const pivot = parsePivot(clause, vocabulary);
    if (pivot) changes.pivot = pivot;
    return pivot ? 'pivot' : undefined;
  }
  const mentions = findAll(clause, vocabulary.names, (n) => n.name);
  const hasIntent = new RegExp(`\\b${INTENT}\\b`).test(clause);

  const groupMatch = /\b(?:group(?:ed)?|break(?:\s+it)?\s+down|split)\b(?:\s+\w+)*?\s+by\b/.exec(
    clause,
  );
  if (groupMatch || (previousIntent === 'group' && !hasIntent && !direction(clause))) {
    const fields = mentions
      .filter((m) => !groupMatch || m.start >= groupMatch.index)
      .map((m) => m.field);
    if (fields.length > 0) {
      changes.grouping = [
        ...(previousIntent === 'group' ? (changes.grouping ?? []) : []),
        ...fields,
      ];
      return 'group';
    }
  }

  const aggregation: Record<string, AggregationFunction> = {};
  for (const mention of mentions) {
    const before = clause.slice(Math.max(0, mention.start - 20), mention.start);
    const match =
      /\b(sum|totals?|average|avg|mean|minimum|min|maximum|max|count|number)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+)?$/.exec(
        before,
      );
    if (!match) continue;
    const fn = aggregationIn(match[1]!)!;
    const column = lookup.get(mention.field)!;
    if (fn === 'size' || isNumeric(column) || column.type === 'date')
      aggregation[mention.field] = fn;
  }
  if (Object.keys(aggregation).length > 0) {
    changes.aggregation = { ...changes.aggregation, ...aggregation };
    // "average unit price per region": the columns after "per" or "by" become groups.
    const per = /\b(?:per|by|for each)\b/.exec(clause);
    const groups = per
      ? mentions.filter((m) => m.start > per.index && !(m.field in aggregation)).map((m) => m.field)
      : [];
    if (groups.length > 0) changes.grouping = groups;
    return 'aggregate';
  }

  const sortMatch = /\b(?:sort|sorted|order|ordered|rank|ranked|arrange)\b/.exec(clause);
  const dir = direction(clause);
  // A sort is asked for with a sort verb ("sort by price"), or with a direction word
  // next to a column ("highest quantity first", "country a to z").
  const sortMentions = sortMatch
    ? mentions.filter((m) => m.start > sortMatch.index)
    : dir
      ? mentions.filter(
          (m) => direction(clause.slice(Math.max(0, m.start - 12), m.end + 18)) !== undefined,
        )
      : [];
  let intent: string | undefined;
  let filterText = clause;
  if (sortMentions.length > 0) {
    const sorting = sortMentions.map((m) => {
      const own = clause.slice(m.end, sortMentions.find((n) => n.start > m.start)?.start);
      return { column: m.field, direction: direction(own) ?? dir ?? 'asc' } satisfies SortItem;
    });
    changes.sorting = [...(previousIntent === 'sort' ? (changes.sorting ?? []) : []), ...sorting];
    intent = 'sort';
    // What is left may hold a filter: "only Japan, highest quantity first".
    filterText = sortMatch ? clause.slice(0, sortMatch.index) : clause;
    sortMentions.forEach((m) => {
      filterText =
        filterText.slice(0, m.start) + ' '.repeat(m.end - m.start) + filterText.slice(m.end);
    });
  } else if (previousIntent === 'sort' && dir && mentions.length === 0 && changes.sorting?.length) {
    // "sort by country, then descending": the direction comes on its own.
    changes.sorting[changes.sorting.length - 1] = {
      ...changes.sorting[changes.sorting.length - 1]!,
      direction: dir,
    };
    return 'sort';
  }

  const filters = filterText.trim() ? parseFilters(filterText, vocabulary) : [];
  if (filters.length > 0) {
    changes.filters = [
      ...(changes.filters ?? []).filter((f) => !filters.some((n) => n.column === f.column)),
      ...filters,
    ];
    return intent ?? 'filter';
  }
  return intent;
}

const EMPTY: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  filterOperator: 'and',
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

/**
 * Maps one prompt to a `PromptResponse`, on top of the previous response of the
 * same conversation (so "then only France" keeps the sort asked for before).
 * Throws an Error when nothing in the prompt maps to the columns.
 */
export function resolvePrompt(
  prompt: string,
  columns: PromptContextColumn[],
  options: LocalResolverOptions = {},
  previous?: PromptResponse,
  conversationId = 'local',
): PromptResponse {
  const original = prompt.replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
  const vocabulary = buildVocabulary(columns, options, original);
  const text = original.toLowerCase();
  const changes: Changes = {};
  let understood = 0;
  let intent: string | undefined;
  for (const clause of text.split(CLAUSE_SPLIT).filter(Boolean)) {
    const next = parseClause(clause, vocabulary, changes, intent);
    if (next) {
      understood += 1;
      intent = next;
    }
  }
  if (understood === 0) {
    const names = columns.map((c) => options.synonyms?.[c.field]?.[0] ?? words(c.field)).join(', ');
    throw new Error(
      `The local demo resolver could not map this prompt to the grid. Ask to sort, filter, group, aggregate or pivot by its columns: ${names}.`,
    );
  }

  const base = changes.reset || !previous ? EMPTY : previous;
  const response: PromptResponse = {
    conversationId,
    select: -1,
    filters: changes.clearFilters
      ? (changes.filters ?? [])
      : [
          ...base.filters.filter((f) => !changes.filters?.some((n) => n.column === f.column)),
          ...(changes.filters ?? []),
        ],
    filterOperator: 'and',
    aggregation: changes.clearAggregation ? {} : { ...base.aggregation, ...changes.aggregation },
    sorting: changes.sorting ?? base.sorting,
    grouping: changes.grouping ? changes.grouping.map((column) => ({ column })) : base.grouping,
    pivoting: changes.pivot ?? (changes.grouping || changes.aggregation ? {} : base.pivoting),
  };
  // The grid changes the response it receives: hand out copies only.
  return structuredClone(response);
}

/**
 * Creates an `onPrompt` handler for `DataGridPremium` that answers locally with
 * `resolvePrompt()`, after `delayMs`. It keeps each conversation's last response,
 * so follow-up prompts refine the grid instead of starting over.
 */
export function createLocalPromptResolver(options: LocalResolverOptions = {}) {
  const conversations = new Map<string, PromptResponse>();
  let created = 0;
  return async function onPrompt(
    prompt: string,
    promptContext: string,
    conversationId?: string,
  ): Promise<PromptResponse> {
    if (options.delayMs !== 0) {
      await new Promise((resolve) => {
        setTimeout(resolve, options.delayMs ?? 400);
      });
    }
    const id = conversationId ?? `local-conversation-${(created += 1)}`;
    const response = resolvePrompt(
      prompt,
      parsePromptContext(promptContext),
      options,
      conversations.get(id),
      id,
    );
    conversations.set(id, structuredClone(response));
    return response;
  };
}

/** Column header names as words for the resolver: `{ unitPrice: ['Unit price'] }`. */
export function synonymsFromColumns(
  columns: readonly { field: string; headerName?: string }[],
): Record<string, string[]> {
  return Object.fromEntries(
    columns.filter((c) => c.headerName).map((c) => [c.field, [c.headerName!]]),
  );
}
