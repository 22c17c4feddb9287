import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

const essentials = ['rain-jacket', 'boots', 'passport'];

export default function ControlledTripSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 360, maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(essentials)}>
          Select the essentials
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={tripGroupIds}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
