import { describe, expect, it } from 'vitest';
import {
  createLocalPromptResolver,
  parsePromptContext,
  resolvePrompt,
  type PromptContextColumn,
} from './aiLocalResolver';
import { salesOrders } from './salesOrders';

// The operators 8.11.1 lists in the prompt context for each column type.
const STRING_OPERATORS = [
  'contains',
  'doesNotContain',
  'equals',
  'doesNotEqual',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
];
const NUMBER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'];
const DATE_OPERATORS = [
  'is',
  'not',
  'after',
  'onOrAfter',
  'before',
  'onOrBefore',
  'isEmpty',
  'isNotEmpty',
];

const column = (field: string, type = 'string'): PromptContextColumn => ({
  field,
  description: null,
  examples: [],
  type,
  allowedOperators:
    type === 'number' ? NUMBER_OPERATORS : type === 'date' ? DATE_OPERATORS : STRING_OPERATORS,
});

/** The context the grid builds for the sales order columns (JSON, as onPrompt receives it). */
const columns = [
  column('product'),
  column('category'),
  column('region'),
  column('country'),
  column('salesRep'),
  column('quantity', 'number'),
  column('unitPrice', 'number'),
  column('orderDate', 'date'),
  column('status'),
];
const context = JSON.stringify(columns);
const options = {
  rows: salesOrders,
  synonyms: { unitPrice: ['Unit price', 'cost'], salesRep: ['Sales rep', 'seller'] },
};
const resolve = (prompt: string) => resolvePrompt(prompt, parsePromptContext(context), options);

describe('aiLocalResolver', () => {
  it('answers with every field of the PromptResponse shape', () => {
    const response = resolve('sort by price');
    expect(Object.keys(response).sort()).toEqual(
      [
        'aggregation',
        'conversationId',
        'filterOperator',
        'filters',
        'grouping',
        'pivoting',
        'select',
        'sorting',
      ].sort(),
    );
    expect(response).toMatchObject({
      select: -1,
      filters: [],
      aggregation: {},
      grouping: [],
      pivoting: {},
    });
  });

  it('sorts by a column named in the reader’s words, with the direction', () => {
    expect(resolve('sort by price, highest first').sorting).toEqual([
      { column: 'unitPrice', direction: 'desc' },
    ]);
    expect(resolve('Order the rows by quantity ascending').sorting).toEqual([
      { column: 'quantity', direction: 'asc' },
    ]);
    expect(resolve('highest quantity first').sorting).toEqual([
      { column: 'quantity', direction: 'desc' },
    ]);
    expect(resolve('sort by country then by cost descending').sorting).toEqual([
      { column: 'country', direction: 'asc' },
      { column: 'unitPrice', direction: 'desc' },
    ]);
  });

  it('filters on a column and a value, with the column’s own operators', () => {
    expect(resolve('only show rows where country is France').filters).toEqual([
      { column: 'country', operator: 'equals', value: 'France' },
    ]);
    expect(resolve('country is not Japan').filters).toEqual([
      { column: 'country', operator: 'doesNotEqual', value: 'Japan' },
    ]);
    expect(resolve('quantity over 10').filters).toEqual([
      { column: 'quantity', operator: '>', value: 10 },
    ]);
    expect(resolve('unit price at most $400').filters).toEqual([
      { column: 'unitPrice', operator: '<=', value: 400 },
    ]);
    expect(resolve('product contains dock').filters).toEqual([
      { column: 'product', operator: 'contains', value: 'dock' },
    ]);
  });

  it('recognises values from the rows without their column', () => {
    expect(resolve('only laptops sold in Japan').filters).toEqual([
      { column: 'category', operator: 'equals', value: 'Laptops' },
      { column: 'country', operator: 'equals', value: 'Japan' },
    ]);
    expect(resolve('show France or Spain').filters).toEqual([
      { column: 'country', operator: 'isAnyOf', value: ['France', 'Spain'] },
    ]);
    expect(resolve('everything except Refunded').filters).toEqual([
      { column: 'status', operator: 'doesNotEqual', value: 'Refunded' },
    ]);
  });

  it('knows the values listed in the context when it has no rows', () => {
    const withExamples = columns.map((c) =>
      c.field === 'country' ? { ...c, examples: ['France', 'Japan'] } : c,
    );
    const resolveFromContext = (prompt: string) =>
      resolvePrompt(prompt, withExamples, { synonyms: options.synonyms });
    expect(resolveFromContext('only Japan').filters).toEqual([
      { column: 'country', operator: 'equals', value: 'Japan' },
    ]);
    // Values not in the examples need their column.
    expect(() => resolveFromContext('only laptops')).toThrow(/could not map/);
    expect(resolveFromContext('category is Laptops').filters).toEqual([
      { column: 'category', operator: 'equals', value: 'Laptops' },
    ]);
  });

  it('reads a filter and a sort in one sentence', () => {
    const response = resolve('only Japan, highest quantity first');
    expect(response.filters).toEqual([{ column: 'country', operator: 'equals', value: 'Japan' }]);
    expect(response.sorting).toEqual([{ column: 'quantity', direction: 'desc' }]);
    expect(resolve('group by category and count the product').aggregation).toEqual({
      product: 'size',
    });
  });

  it('groups and aggregates', () => {
    const response = resolve('group by region and category, and sum the quantity');
    expect(response.grouping).toEqual([{ column: 'region' }, { column: 'category' }]);
    expect(response.aggregation).toEqual({ quantity: 'sum' });
    const perRegion = resolve('average unit price per region');
    expect(perRegion.aggregation).toEqual({ unitPrice: 'avg' });
    expect(perRegion.grouping).toEqual([{ column: 'region' }]);
  });

  it('pivots rows, columns and values', () => {
    expect(resolve('pivot quantity by region across category').pivoting).toEqual({
      rows: ['region'],
      columns: [{ column: 'category', direction: 'asc' }],
      values: [{ quantity: 'sum' }],
    });
  });

  it('rejects a prompt it cannot map, with a message for the UI', () => {
    expect(() => resolve('write me a poem about spreadsheets')).toThrow(
      /could not map this prompt/,
    );
    expect(() => resolvePrompt('sort by price', parsePromptContext('not json'))).toThrow(
      /not valid JSON/,
    );
  });

  it('keeps the conversation: follow-up prompts refine the previous answer', async () => {
    const onPrompt = createLocalPromptResolver({ ...options, delayMs: 0 });
    const first = await onPrompt('sort by price, highest first', context);
    expect(first.conversationId).toMatch(/^local-conversation-/);
    const second = await onPrompt('only France', context, first.conversationId);
    expect(second.sorting).toEqual([{ column: 'unitPrice', direction: 'desc' }]);
    expect(second.filters).toEqual([{ column: 'country', operator: 'equals', value: 'France' }]);
    const third = await onPrompt('country is Spain', context, first.conversationId);
    expect(third.filters).toEqual([{ column: 'country', operator: 'equals', value: 'Spain' }]);
    const reset = await onPrompt('reset', context, first.conversationId);
    expect(reset).toMatchObject({ filters: [], sorting: [], grouping: [], aggregation: {} });
    // A new conversation starts from scratch.
    const other = await onPrompt('only France', context);
    expect(other.sorting).toEqual([]);
    await expect(onPrompt('hello there', context)).rejects.toThrow(/could not map/);
  });

  it('hands out copies the grid may change', async () => {
    const onPrompt = createLocalPromptResolver({ ...options, delayMs: 0 });
    const first = await onPrompt('group by region', context);
    first.grouping.push({ column: 'country' });
    const second = await onPrompt('sort by quantity', context, first.conversationId);
    expect(second.grouping).toEqual([{ column: 'region' }]);
  });
});
