import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function ApiSelectTrip() {
  const apiRef = useTreeViewApiRef();

  const select = (event: React.SyntheticEvent, itemId: string, keepExistingSelection: boolean) => {
    apiRef.current?.setItemSelection({
      event,
      itemId,
      keepExistingSelection,
      shouldBeSelected: true,
    });
  };

  return (
    <Box sx={{ height: 360, maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'stove', false)}>
          Select only the stove
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'mug', true)}>
          Add the mug
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Packing list"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={tripGroupIds}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
