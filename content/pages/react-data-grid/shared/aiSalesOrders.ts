/**
 * Setup shared by the Data Grid AI demos (AI assistant, prompt field, panel
 * trigger): the sales orders and a LOCAL prompt resolver for their columns.
 * See aiLocalResolver.ts: no AI service and no network are involved.
 */
import type { GridColDef, PromptSuggestion } from '@mui/x-data-grid-premium';
import { createLocalPromptResolver, synonymsFromColumns } from './aiLocalResolver';
import { salesOrderColumns } from './salesOrderColumns';
import { salesOrders, type SalesOrder } from './salesOrders';

export { salesOrders };

/** The sales order columns, with descriptions the assistant receives in its context. */
export const aiOrderColumns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) =>
  column.field === 'salesRep'
    ? { ...column, description: 'Employee who closed the order' }
    : column,
);

/** Creates an `onPrompt` handler that answers in the browser, for these columns. */
export function createOrdersPromptResolver(options: { knowRows?: boolean } = {}) {
  return createLocalPromptResolver({
    rows: options.knowRows === false ? undefined : salesOrders,
    synonyms: { ...synonymsFromColumns(aiOrderColumns), salesRep: ['Sales rep', 'seller', 'rep'] },
  });
}

export const aiOrderSuggestions: PromptSuggestion[] = [
  { value: 'Sort by unit price, highest first' },
  { value: 'Only show rows where country is France' },
  { value: 'Group by region and sum the quantity' },
  { value: 'Pivot quantity by region across category' },
];
