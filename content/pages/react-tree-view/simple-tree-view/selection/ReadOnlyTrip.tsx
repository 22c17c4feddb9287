import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems } from '../../shared/TripItems';

export default function ReadOnlyTrip() {
  return (
    <Box sx={{ height: 300, maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Packing list"
        disableSelection
        defaultExpandedItems={['clothing']}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
