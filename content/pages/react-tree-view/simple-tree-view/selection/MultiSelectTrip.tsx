import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function MultiSelectTrip() {
  const [selected, setSelected] = React.useState<string[]>(['boots', 'map']);

  return (
    <Box sx={{ height: 340, maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        defaultExpandedItems={tripGroupIds}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TripItems />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
