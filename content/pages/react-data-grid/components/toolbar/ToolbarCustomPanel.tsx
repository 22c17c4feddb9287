import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFilterAltIcon,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { salesOrders, type OrderStatus } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

const statuses: OrderStatus[] = ['Paid', 'Pending', 'Refunded'];

function StatusToolbar() {
  const apiRef = useGridApiContext();
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [shown, setShown] = React.useState<OrderStatus[]>(statuses);

  const toggle = (status: OrderStatus) => {
    const next = shown.includes(status) ? shown.filter((s) => s !== status) : [...shown, status];
    setShown(next);
    // One filter item on the status column keeps the checked statuses.
    apiRef.current.setFilterModel({
      items:
        next.length === statuses.length
          ? []
          : [{ id: 'status', field: 'status', operator: 'isAnyOf', value: next }],
    });
  };

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        Showing: {shown.length === statuses.length ? 'all orders' : shown.join(', ')}
      </Typography>
      <ToolbarButton
        ref={triggerRef}
        aria-label="Order status"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        color={shown.length < statuses.length ? 'primary' : 'default'}
      >
        <GridFilterAltIcon fontSize="small" />
      </ToolbarButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={triggerRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <FormGroup sx={{ px: 2, py: 1 }}>
          <Typography variant="overline">Order status</Typography>
          {statuses.map((status) => (
            <FormControlLabel
              key={status}
              label={status}
              control={
                <Checkbox
                  size="small"
                  checked={shown.includes(status)}
                  // Keep at least one status checked.
                  disabled={shown.length === 1 && shown.includes(status)}
                  onChange={() => toggle(status)}
                />
              }
            />
          ))}
        </FormGroup>
      </Popover>
    </Toolbar>
  );
}

export default function ToolbarCustomPanel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: StatusToolbar }}
        showToolbar
      />
    </Box>
  );
}
