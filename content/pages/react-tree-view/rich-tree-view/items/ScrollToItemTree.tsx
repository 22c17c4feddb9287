import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'];
const offices: TreeViewBaseItem[] = regions.map((region) => ({
  id: region,
  label: region,
  children: ['North', 'South', 'East', 'West'].map((area) => ({
    id: `${region}-${area}`,
    label: `${region}: ${area} office`,
  })),
}));

export default function ScrollToItemTree() {
  const apiRef = useTreeViewApiRef();

  const highlight = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <Stack spacing={1} sx={{ height: 300, maxWidth: 360 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => highlight('Africa-North')}>
          First office
        </Button>
        <Button size="small" onClick={() => highlight('Oceania-West')}>
          Last office
        </Button>
      </Stack>
      <Box sx={{ height: 250, overflowY: 'auto', border: 1, borderColor: 'divider' }}>
        <RichTreeView
          aria-label="Offices"
          apiRef={apiRef}
          items={offices}
          defaultExpandedItems={regions}
        />
      </Box>
    </Stack>
  );
}
