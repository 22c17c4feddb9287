import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridAssistantIcon,
  Toolbar,
} from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  aiOrderSuggestions,
  createOrdersPromptResolver,
  salesOrders,
} from '../../shared/aiSalesOrders';

// LOCAL demo resolver: maps prompts about these columns in the browser, no AI service.
const onPrompt = createOrdersPromptResolver();

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<GridAssistantIcon />}
            variant={state.open ? 'contained' : 'text'}
          >
            Ask the grid
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantPanelTriggerButton() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={aiOrderColumns}
        aiAssistant
        onPrompt={onPrompt}
        aiAssistantSuggestions={aiOrderSuggestions}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </Box>
  );
}
