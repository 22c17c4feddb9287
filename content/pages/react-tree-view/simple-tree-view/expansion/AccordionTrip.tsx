import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems } from '../../shared/TripItems';

// Opening a group closes the one that was open: at most one group is open at a time.
export default function AccordionTrip() {
  const [expanded, setExpanded] = React.useState<string[]>(['clothing']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    // The newly opened id is the one that was not open before.
    const opened = itemIds.find((id) => !expanded.includes(id));
    setExpanded(opened ? [opened] : itemIds);
  };

  return (
    <Box sx={{ height: 300, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Packing list, one group open at a time"
        expandedItems={expanded}
        onExpandedItemsChange={handleExpandedItemsChange}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
