import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridDownloadIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function ExportMenuToolbar() {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-controls={menuId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <GridDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        {/* The export runs first, then the component calls onClick, which closes the menu. */}
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} onClick={close} options={{ fileName: 'sales-orders' }}>
          Download as CSV
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          onClick={close}
          options={{ fileName: 'sales-orders', delimiter: ';' }}
        >
          Download as CSV (semicolons)
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: ExportMenuToolbar }}
        showToolbar
      />
    </Box>
  );
}
