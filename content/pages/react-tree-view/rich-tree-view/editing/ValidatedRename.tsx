import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { workspace } from '../../shared/workspace';

const ErrorContext = React.createContext<(message: string | null) => void>(() => {});

function validate(name: string): string | null {
  if (name.trim().length < 3) {
    return 'A name needs at least 3 characters.';
  }
  if (/[\\/:*?"<>|]/.test(name)) {
    return 'A name cannot contain \\ / : * ? " < > |';
  }
  return null;
}

const ValidatedTreeItem = React.forwardRef(function ValidatedTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const setError = React.useContext(ErrorContext);
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // Setting `defaultMuiPrevented` stops the tree from saving the label.
  const handleKeyDown = (
    event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent,
  ) => {
    if (event.key === 'Enter') {
      const error = validate(event.currentTarget.value);
      setError(error);
      event.defaultMuiPrevented = error !== null;
    } else if (event.key === 'Escape') {
      setError(null);
    }
  };
  // On blur, an invalid name is dropped and the old label is kept.
  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    if (validate(event.currentTarget.value) !== null) {
      event.defaultMuiPrevented = true;
      interactions.handleCancelItemLabelEditing(event);
    }
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ labelInput: { onKeyDown: handleKeyDown, onBlur: handleBlur } }}
    />
  );
});

export default function ValidatedRename() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <ErrorContext.Provider value={setError}>
      <Box sx={{ height: 360, maxWidth: 360 }}>
        <RichTreeView
          aria-label="Workspace"
          items={workspace}
          isItemEditable
          defaultExpandedItems={['engineering']}
          slots={{ item: ValidatedTreeItem }}
          sx={{ height: 290, overflowY: 'auto' }}
        />
        {error && (
          <Alert severity="error" sx={{ py: 0 }}>
            {error}
          </Alert>
        )}
      </Box>
    </ErrorContext.Provider>
  );
}
