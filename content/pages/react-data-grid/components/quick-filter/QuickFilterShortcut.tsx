import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function SearchToolbar() {
  const apiRef = useGridApiContext();
  const [expanded, setExpanded] = React.useState(false);

  // Ctrl+K (⌘K on macOS) anywhere inside the grid opens the search field.
  React.useEffect(() => {
    const root = apiRef.current.rootElementRef?.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setExpanded(true);
      }
    };
    root?.addEventListener('keydown', handleKeyDown);
    return () => root?.removeEventListener('keydown', handleKeyDown);
  }, [apiRef]);

  return (
    <Toolbar>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        <QuickFilterTrigger
          render={
            <Button
              size="small"
              startIcon={<GridSearchIcon />}
              sx={{ display: expanded ? 'none' : undefined }}
            />
          }
        >
          Search (Ctrl+K)
        </QuickFilterTrigger>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search orders' },
              }}
              placeholder="Search… (Esc to close)"
              size="small"
              sx={{ display: expanded ? undefined : 'none', width: 240 }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterShortcut() {
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
