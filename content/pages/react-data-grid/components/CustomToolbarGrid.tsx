import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
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
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

function TeamToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight={600} sx={{ flex: 1, mx: 0.5 }}>
        Team directory
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <GridViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <GridFilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Divider orientation="vertical" flexItem variant="middle" sx={{ mx: 0.5 }} />
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton aria-label="Download as CSV" />}
          options={{ fileName: 'team' }}
        >
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* slots.toolbar renders only when showToolbar is set. */}
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: TeamToolbar }} showToolbar />
    </Box>
  );
}
