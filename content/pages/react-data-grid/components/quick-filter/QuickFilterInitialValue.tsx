import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

// Comma-separated search terms, so that "United States" stays one term.
const parser = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
const formatter = (values: unknown[]) => values.join(', ');

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parser} formatter={formatter}>
        <QuickFilterTrigger
          render={(props, state) => (
            <ToolbarButton
              {...props}
              aria-label="Search"
              style={{ display: state.expanded ? 'none' : undefined }}
            >
              <GridSearchIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              slotProps={{
                ...slotProps,
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search terms, separated by commas',
                },
              }}
              size="small"
              sx={{ display: state.expanded ? undefined : 'none', width: 260 }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterInitialValue() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['United States', 'laptop'] } },
        }}
      />
    </Box>
  );
}
