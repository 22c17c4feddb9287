import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TripItems } from '../../shared/TripItems';

export default function ApiExpandTrip() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('');

  // Without `shouldBeExpanded`, the method toggles the item.
  const toggleDocuments = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'documents' });
  };

  // In 8.11.1, `isItemExpanded()` answers whether the item CAN expand:
  // read the open state from the rendered item instead.
  const checkDocuments = () => {
    const element = apiRef.current?.getItemDOMElement('documents');
    const isOpen = element?.getAttribute('aria-expanded') === 'true';
    setStatus(`Documents is ${isOpen ? 'expanded' : 'collapsed'}.`);
  };

  return (
    <Box sx={{ height: 340, maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={toggleDocuments}>
          Toggle Documents
        </Button>
        <Button size="small" onClick={checkDocuments}>
          Is it open?
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Packing list" apiRef={apiRef}>
        <TripItems />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Box>
  );
}
