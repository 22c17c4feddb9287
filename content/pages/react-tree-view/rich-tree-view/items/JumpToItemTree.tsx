import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const sections: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'theming', label: 'Theming' },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [
      { id: 'props', label: 'Props' },
      { id: 'changelog', label: 'Changelog' },
    ],
  },
];

export default function JumpToItemTree() {
  const apiRef = useTreeViewApiRef();
  const [lastClicked, setLastClicked] = React.useState('nothing yet');

  const jumpToChangelog = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'reference', shouldBeExpanded: true });
    // A collapsed item mounts on the next render: focus it once it is in the DOM.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'changelog'));
  };

  return (
    <Stack spacing={1} sx={{ height: 270, maxWidth: 320 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={jumpToChangelog}
        sx={{ alignSelf: 'flex-start' }}
      >
        Focus “Changelog”
      </Button>
      <RichTreeView
        aria-label="Documentation sections"
        apiRef={apiRef}
        items={sections}
        defaultExpandedItems={['guides', 'reference']}
        onItemClick={(_event, itemId) =>
          setLastClicked(apiRef.current?.getItem(itemId).label ?? itemId)
        }
      />
      <Typography variant="body2" color="text.secondary">
        Last clicked: {lastClicked}
      </Typography>
    </Stack>
  );
}
