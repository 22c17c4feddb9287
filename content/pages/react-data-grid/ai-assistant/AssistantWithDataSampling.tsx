import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { aiOrderColumns, createOrdersPromptResolver, salesOrders } from '../shared/aiSalesOrders';

// LOCAL demo resolver, not an AI service. It does not read the rows: it only knows
// the values the grid samples from them into the prompt context.
const onPrompt = createOrdersPromptResolver({ knowRows: false });

export default function AssistantWithDataSampling() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={aiOrderColumns}
        showToolbar
        aiAssistant
        onPrompt={onPrompt}
        allowAiAssistantDataSampling
        aiAssistantSuggestions={[{ value: 'Only laptops' }, { value: 'Sort by sales rep' }]}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </Box>
  );
}
