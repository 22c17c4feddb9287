import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridDownloadIcon,
  GridFilterListIcon,
  GridViewColumnIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <GridViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <GridFilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'orders' }}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
      />
    </Box>
  );
}
