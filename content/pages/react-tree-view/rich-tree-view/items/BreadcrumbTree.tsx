import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

// The path from the root to the selected item, read with getParentId and getItem.
export default function BreadcrumbTree() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelection = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const labels: string[] = [];
    let current = itemId;
    while (current && apiRef.current) {
      const item: WorkspaceItem = apiRef.current.getItem(current);
      labels.unshift(item.label);
      current = apiRef.current.getParentId(current);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <Breadcrumbs aria-label="Path of the selected item" sx={{ minHeight: 28, mb: 1 }}>
        {path.length === 0 && <Typography color="text.secondary">Select an item</Typography>}
        {path.map((label, index) => (
          <Typography
            key={label}
            color={index === path.length - 1 ? 'text.primary' : 'text.secondary'}
          >
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        defaultExpandedItems={['marketing', 'campaigns']}
        onSelectedItemsChange={handleSelection}
      />
    </Box>
  );
}
