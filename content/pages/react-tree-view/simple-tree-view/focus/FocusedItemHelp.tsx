import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

const tips: Record<string, string> = {
  clothing: 'Pack in layers: the weather changes fast in the mountains.',
  'rain-jacket': 'Keep it at the top of the bag.',
  boots: 'Wear them in before the trip.',
  stove: 'Check the gas cartridge fits the burner.',
  passport: 'Keep a photo of it on your phone too.',
  map: 'A paper map works without a battery.',
};

// onItemFocus follows the keyboard: the panel explains the focused item.
export default function FocusedItemHelp() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 2, height: 320, maxWidth: 560 }}>
      <SimpleTreeView
        aria-label="Packing list"
        defaultExpandedItems={tripGroupIds}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        <TripItems />
      </SimpleTreeView>
      <Paper variant="outlined" sx={{ flex: 1, p: 2, alignSelf: 'flex-start' }} aria-live="polite">
        <Typography variant="subtitle2">{focused ?? 'Tab into the list'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {focused ? (tips[focused] ?? 'No tip for this item.') : 'Then move with the arrow keys.'}
        </Typography>
      </Paper>
    </Box>
  );
}
