import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGridPremium,
  GridMicIcon,
  GridSendIcon,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  createOrdersPromptResolver,
  salesOrders,
} from '../../shared/aiSalesOrders';

// LOCAL demo resolver: maps prompts about these columns in the browser, no AI service.
const onPrompt = createOrdersPromptResolver();
const canRecord =
  typeof window !== 'undefined' &&
  ('SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [error, setError] = React.useState<string | null>(null);

  const handleSubmit = async (prompt: string) => {
    setError(null);
    // processPrompt() calls onPrompt and applies the response; it returns an Error when that fails.
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    if (result instanceof Error) setError(result.message);
  };

  return (
    <Toolbar>
      <PromptField onSubmit={handleSubmit} onRecordError={setError} style={{ flex: 1 }}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder={
                state.recording
                  ? 'Listening…'
                  : 'Ask about the orders, e.g. "sort by price, highest first"'
              }
              error={Boolean(error)}
              helperText={error}
              disabled={state.disabled}
              slotProps={{
                htmlInput: { 'aria-label': 'Prompt' },
                input: {
                  startAdornment: canRecord ? (
                    <PromptFieldRecord
                      render={<IconButton size="small" edge="start" aria-label="Record a prompt" />}
                    >
                      <GridMicIcon fontSize="small" />
                    </PromptFieldRecord>
                  ) : undefined,
                  endAdornment: (
                    <Tooltip title="Send">
                      <span>
                        <PromptFieldSend
                          render={
                            <IconButton
                              size="small"
                              edge="end"
                              color="primary"
                              aria-label="Send prompt"
                            />
                          }
                        >
                          <GridSendIcon fontSize="small" />
                        </PromptFieldSend>
                      </span>
                    </Tooltip>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={aiOrderColumns}
        aiAssistant
        onPrompt={onPrompt}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
      />
    </Box>
  );
}
