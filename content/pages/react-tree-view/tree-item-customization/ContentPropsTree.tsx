import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Every row gets a native tooltip with its full path and more room to click.
const PathTreeItem = React.forwardRef(function PathTreeItem(
  props: TreeItemProps & { path: string },
  ref: React.Ref<HTMLLIElement>,
) {
  const { path, ...other } = props;
  return (
    <TreeItem
      {...other}
      ref={ref}
      slotProps={{ content: { title: path, style: { paddingTop: 8, paddingBottom: 8 } } }}
    />
  );
});

export default function ContentPropsTree() {
  return (
    <Box sx={{ height: 260, maxWidth: 320 }}>
      <SimpleTreeView aria-label="Photos" defaultExpandedItems={['photos', 'trips']}>
        <PathTreeItem itemId="photos" label="Photos" path="/Photos">
          <PathTreeItem itemId="trips" label="Trips" path="/Photos/Trips">
            <PathTreeItem itemId="kyoto" label="Kyoto 2024" path="/Photos/Trips/Kyoto 2024" />
          </PathTreeItem>
          <PathTreeItem itemId="family" label="Family" path="/Photos/Family" />
        </PathTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
