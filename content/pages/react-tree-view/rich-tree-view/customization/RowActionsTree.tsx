import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

const RemoveContext = React.createContext<(itemId: string) => void>(() => {});

function removeItem(items: WorkspaceItem[], itemId: string): WorkspaceItem[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) =>
      item.children ? { ...item, children: removeItem(item.children, itemId) } : item,
    );
}

// The label holds a Remove button, shown while the row is hovered or focused.
const ActionTreeItem = React.forwardRef(function ActionTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const remove = React.useContext(RemoveContext);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {props.label}
      <Button
        className="row-action"
        size="small"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          remove(props.itemId);
        }}
        sx={{ py: 0, minWidth: 0 }}
      >
        Remove
      </Button>
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function RowActionsTree() {
  const [items, setItems] = React.useState(workspace);
  const remove = React.useCallback(
    (itemId: string) => setItems((current) => removeItem(current, itemId)),
    [],
  );

  return (
    <RemoveContext.Provider value={remove}>
      <Box sx={{ height: 320, maxWidth: 380 }}>
        <RichTreeView
          aria-label="Workspace"
          items={items}
          defaultExpandedItems={['marketing']}
          slots={{ item: ActionTreeItem }}
          sx={{
            // Hidden until the row is hovered, or the item has the keyboard focus.
            [`& .${treeItemClasses.content} .row-action`]: { visibility: 'hidden' },
            [`& .${treeItemClasses.content}:hover .row-action, & .${treeItemClasses.content}.${treeItemClasses.focused} .row-action`]:
              { visibility: 'visible' },
          }}
        />
      </Box>
    </RemoveContext.Provider>
  );
}
