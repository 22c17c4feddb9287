import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipmentColumns } from './overlaysData';

export default function NoRowsOverlayGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={shipmentColumns} />
    </Box>
  );
}
