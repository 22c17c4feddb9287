import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, FilterPanelTrigger, GridFilterListIcon, Toolbar } from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function FiltersToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            color={state.filterCount > 0 ? 'primary' : 'inherit'}
            startIcon={
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <GridFilterListIcon />
              </Badge>
            }
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelTriggerBadge() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: FiltersToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'status', operator: 'equals', value: 'Pending' }],
            },
          },
        }}
      />
    </Box>
  );
}
