import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ColumnsPanelTrigger, DataGrid, GridViewColumnIcon, Toolbar } from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          // The state tells whether the panel is open: show it on the button.
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<GridViewColumnIcon />}
          >
            {state.open ? 'Close columns' : 'Choose columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { salesRep: false } } }}
      />
    </Box>
  );
}
