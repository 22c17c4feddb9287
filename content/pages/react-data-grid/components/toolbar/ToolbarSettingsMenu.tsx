import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridCheckIcon,
  type GridDensity,
  GridMoreVertIcon,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

function SettingsToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const triggerId = React.useId();
  const menuId = React.useId();

  return (
    <Toolbar>
      <Tooltip title="Settings">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-controls={menuId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <GridMoreVertIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setOpen(false);
            }}
          >
            <ListItemIcon>
              {density === option.value && <GridCheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: SettingsToolbar }}
        showToolbar
      />
    </Box>
  );
}
