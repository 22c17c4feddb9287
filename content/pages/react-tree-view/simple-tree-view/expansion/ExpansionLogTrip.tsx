import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems } from '../../shared/TripItems';

export default function ExpansionLogTrip() {
  const [lastChange, setLastChange] = React.useState('Open or close a group.');

  return (
    <Stack spacing={1} sx={{ height: 300, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Packing list"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastChange(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}.`)
        }
      >
        <TripItems />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastChange}
      </Typography>
    </Stack>
  );
}
