import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

type Rename = { itemId: string; previous: string };

function findLabel(items: WorkspaceItem[], itemId: string): string | undefined {
  for (const item of items) {
    if (item.id === itemId) return item.label;
    const found = item.children && findLabel(item.children, itemId);
    if (found) return found;
  }
  return undefined;
}

// Each rename is pushed on a stack with the label it replaced; Undo writes it back.
export default function UndoRename() {
  const apiRef = useTreeViewApiRef();
  const labels = React.useRef(new Map<string, string>());
  const [history, setHistory] = React.useState<Rename[]>([]);
  const undoing = React.useRef(false);

  const handleLabelChange = (itemId: string, newLabel: string) => {
    const previous = labels.current.get(itemId) ?? findLabel(workspace, itemId) ?? '';
    labels.current.set(itemId, newLabel);
    if (undoing.current) return;
    setHistory((current) => [...current, { itemId, previous }]);
  };

  const undo = () => {
    const last = history[history.length - 1];
    if (!last) return;
    setHistory(history.slice(0, -1));
    // updateItemLabel calls onItemLabelChange too: do not record that call.
    undoing.current = true;
    apiRef.current?.updateItemLabel(last.itemId, last.previous);
    undoing.current = false;
  };

  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={history.length === 0}
        onClick={undo}
        sx={{ mb: 1 }}
      >
        Undo rename ({history.length})
      </Button>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        isItemEditable
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['engineering']}
      />
    </Box>
  );
}
