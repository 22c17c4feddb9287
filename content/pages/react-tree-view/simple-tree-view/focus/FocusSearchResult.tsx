import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function FocusSearchResult() {
  const apiRef = useTreeViewApiRef();

  const focusPassport = (event: React.SyntheticEvent) => {
    apiRef.current?.focusItem(event, 'passport');
  };

  return (
    <Box sx={{ height: 360, maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={focusPassport}>
          Focus the passport
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Packing list" apiRef={apiRef} defaultExpandedItems={tripGroupIds}>
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
