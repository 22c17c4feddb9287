import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, type GridColDef } from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  aiOrderSuggestions,
  createOrdersPromptResolver,
  salesOrders,
} from '../shared/aiSalesOrders';
import type { SalesOrder } from '../shared/salesOrders';

// Example values for the columns whose values people name on their own ("only France").
const examples: Record<string, string[]> = {
  category: ['Laptops', 'Monitors', 'Accessories', 'Audio'],
  region: ['Europe', 'Americas', 'Asia Pacific'],
  country: [
    'France',
    'Germany',
    'Spain',
    'Brazil',
    'Canada',
    'United States',
    'Australia',
    'Japan',
    'Singapore',
  ],
  status: ['Paid', 'Pending', 'Refunded'],
};
const columns: GridColDef<SalesOrder>[] = aiOrderColumns.map((column) =>
  examples[column.field] ? { ...column, examples: examples[column.field] } : column,
);

// LOCAL demo resolver, not an AI service: it reads the prompt context the grid
// sends (columns, types, operators, examples) and answers in the browser.
// knowRows: false, so it only knows the values listed in `examples`.
const onPrompt = createOrdersPromptResolver({ knowRows: false });

export default function AssistantWithExamples() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={onPrompt}
        aiAssistantSuggestions={aiOrderSuggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </Box>
  );
}
