import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridCloseIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function SearchToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* Always expanded: Escape and blur cannot close it, and the input stays in the tab order. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search by product, country, rep…"
              size="small"
              sx={{ width: 320 }}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search orders' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <GridSearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <QuickFilterClear
                      render={<IconButton size="small" edge="end" aria-label="Clear search" />}
                    >
                      <GridCloseIcon fontSize="small" />
                    </QuickFilterClear>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterAlwaysOpen() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
      />
    </Box>
  );
}
