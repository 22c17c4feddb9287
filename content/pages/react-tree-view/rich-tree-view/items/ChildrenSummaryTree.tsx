import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

export default function ChildrenSummaryTree() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Click a folder to list what it contains.');

  const describe = (itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const childIds = api.getItemOrderedChildrenIds(itemId);
    const parentId = api.getParentId(itemId);
    const parent = parentId ? api.getItem(parentId).label : 'the root';
    const names = childIds.map((childId) => api.getItem(childId).label);
    setSummary(
      `${api.getItem(itemId).label} is in ${parent} and contains ${
        names.length > 0 ? names.join(', ') : 'nothing'
      }.`,
    );
  };

  return (
    <Stack spacing={1} sx={{ height: 320, maxWidth: 420 }}>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        defaultExpandedItems={['marketing']}
        onItemClick={(_event, itemId) => describe(itemId)}
        sx={{ height: 260, overflowY: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary}
      </Typography>
    </Stack>
  );
}
