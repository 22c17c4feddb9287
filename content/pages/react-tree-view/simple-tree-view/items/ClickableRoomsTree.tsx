import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// onItemClick fires for disabled items too: the handler checks its own list first.
const closedRooms = new Set(['boreal']);
const seats: Record<string, number> = { atlas: 8, boreal: 6, cedar: 4, delta: 12 };

export default function ClickableRoomsTree() {
  const [message, setMessage] = React.useState('Click a room to book it.');

  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    if (closedRooms.has(itemId)) {
      setMessage(`${itemId} is closed: pick another room.`);
    } else if (seats[itemId]) {
      setMessage(`Booking ${itemId} for up to ${seats[itemId]} people.`);
    }
  };

  return (
    <Box sx={{ height: 280, maxWidth: 360 }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1, minHeight: 24 }}>
        {message}
      </Typography>
      <SimpleTreeView
        aria-label="Meeting rooms"
        defaultExpandedItems={['floor-1', 'floor-2']}
        onItemClick={handleItemClick}
      >
        <TreeItem itemId="floor-1" label="First floor">
          <TreeItem itemId="atlas" label="Atlas" />
          <TreeItem itemId="boreal" label="Boreal (closed)" disabled />
          <TreeItem itemId="cedar" label="Cedar" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="Second floor">
          <TreeItem itemId="delta" label="Delta" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
