import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridDownloadIcon,
  GridViewHeadlineIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function ExportToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'sales-orders' }}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true, hideToolbar: true }}>
          <GridViewHeadlineIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportTrigger() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: ExportToolbar }}
        showToolbar
      />
    </Box>
  );
}
