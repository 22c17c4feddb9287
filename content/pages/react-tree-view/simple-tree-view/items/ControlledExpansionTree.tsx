import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const folderIds = ['src', 'components', 'hooks', 'public'];

export default function ControlledExpansionTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['src']);

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpandedItems(folderIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 260, overflowY: 'auto' }}>
        <SimpleTreeView
          aria-label="Project files"
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="components" label="components">
              <TreeItem itemId="button" label="Button.tsx" />
              <TreeItem itemId="dialog" label="Dialog.tsx" />
            </TreeItem>
            <TreeItem itemId="hooks" label="hooks">
              <TreeItem itemId="use-auth" label="useAuth.ts" />
            </TreeItem>
            <TreeItem itemId="app" label="App.tsx" />
          </TreeItem>
          <TreeItem itemId="public" label="public">
            <TreeItem itemId="favicon" label="favicon.ico" />
            <TreeItem itemId="robots" label="robots.txt" />
          </TreeItem>
          <TreeItem itemId="package-json" label="package.json" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
