import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

const MAX_ITEMS = 3;

// The carry-on bag takes three items at most: a fourth selection is refused.
export default function LimitedTripSelection() {
  const [selected, setSelected] = React.useState<string[]>(['passport']);
  const [refused, setRefused] = React.useState(false);

  const handleChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    const tooMany = itemIds.length > MAX_ITEMS;
    setRefused(tooMany);
    if (!tooMany) setSelected(itemIds);
  };

  return (
    <Box sx={{ height: 340, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Carry-on bag, three items at most"
        multiSelect
        checkboxSelection
        defaultExpandedItems={tripGroupIds}
        selectedItems={selected}
        onSelectedItemsChange={handleChange}
        sx={{ height: 280, overflowY: 'auto' }}
      >
        <TripItems />
      </SimpleTreeView>
      <Typography variant="body2" color={refused ? 'error' : 'text.secondary'} aria-live="polite">
        {refused
          ? `The bag is full: ${MAX_ITEMS} items at most.`
          : `${selected.length} of ${MAX_ITEMS} items`}
      </Typography>
    </Box>
  );
}
