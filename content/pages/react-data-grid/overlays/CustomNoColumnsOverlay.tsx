import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  useGridApiContext,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

const allHidden: GridColumnVisibilityModel = {
  reference: false,
  destination: false,
  carrier: false,
  weightKg: false,
  status: false,
};

function RestoreColumnsOverlay() {
  // Overlays render inside the grid, so they can use its API.
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <Typography variant="body2">All columns are hidden.</Typography>
      <Button
        size="small"
        variant="contained"
        onClick={() => apiRef.current.setColumnVisibilityModel({})}
      >
        Show all columns
      </Button>
    </GridOverlay>
  );
}

export default function CustomNoColumnsOverlay() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        initialState={{ columns: { columnVisibilityModel: allHidden } }}
        slots={{ noColumnsOverlay: RestoreColumnsOverlay }}
      />
    </Box>
  );
}
