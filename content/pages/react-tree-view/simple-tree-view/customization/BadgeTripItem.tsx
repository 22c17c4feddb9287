import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';

// An item written with useTreeItem: it adds a weight under the label.
type PackItemProps = Omit<TreeItemProps, 'id'> & { grams: number };

const PackItem = React.forwardRef(function PackItem(
  { itemId, label, disabled, children, grams }: PackItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Box sx={{ flexGrow: 1 }}>
            <TreeItemLabel {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary">
              {grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g`}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function BadgeTripItem() {
  return (
    <Box sx={{ height: 320, maxWidth: 320 }}>
      <SimpleTreeView aria-label="Packing list with weights" defaultExpandedItems={['clothing']}>
        <PackItem itemId="clothing" label="Clothing" grams={2150}>
          <PackItem itemId="rain-jacket" label="Rain jacket" grams={380} />
          <PackItem itemId="fleece" label="Fleece" grams={420} />
          <PackItem itemId="boots" label="Hiking boots" grams={1350} />
        </PackItem>
        <PackItem itemId="kitchen" label="Kitchen" grams={560}>
          <PackItem itemId="stove" label="Stove" grams={410} />
          <PackItem itemId="mug" label="Mug" grams={150} />
        </PackItem>
      </SimpleTreeView>
    </Box>
  );
}
