import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

function ClearFiltersOverlay() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const quickFilter = filterModel.quickFilterValues?.join(' ') ?? '';

  return (
    <GridOverlay>
      <Typography variant="body2">
        {quickFilter ? `No shipment matches “${quickFilter}”.` : 'No shipment matches the filters.'}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
      >
        Clear filters
      </Button>
    </GridOverlay>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Lisbon'] } } }}
        slots={{ noResultsOverlay: ClearFiltersOverlay }}
      />
    </Box>
  );
}
