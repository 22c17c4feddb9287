import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridCloseIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter>
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title="Search">
              <ToolbarButton {...props} style={{ display: state.expanded ? 'none' : undefined }}>
                <GridSearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search…"
              size="small"
              sx={{ display: state.expanded ? undefined : 'none', width: 240 }}
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

export default function QuickFilterBasic() {
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
