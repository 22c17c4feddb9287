import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function SingleSelectTrip() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 340, maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Packing list"
        defaultExpandedItems={tripGroupIds}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <TripItems />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Box>
  );
}
