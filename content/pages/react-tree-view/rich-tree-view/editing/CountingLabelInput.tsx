import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { workspace } from '../../shared/workspace';

const MAX_LENGTH = 32;

// Gets value, onChange, onKeyDown, onBlur and autoFocus from the tree, and passes them to the input.
function CountingInput({
  value = '',
  onChange,
  onKeyDown,
  onBlur,
  autoFocus,
}: TreeItemLabelInputProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
      <InputBase
        value={value}
        autoFocus={autoFocus}
        inputProps={{
          onChange,
          onKeyDown,
          onBlur,
          maxLength: MAX_LENGTH,
          'aria-label': 'New name',
          // The tree recognizes its input by this attribute when the focus moves.
          'data-element': 'labelInput',
        }}
        sx={{
          flexGrow: 1,
          px: 1,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          fontSize: 14,
        }}
      />
      <Typography
        variant="caption"
        color={value.length === MAX_LENGTH ? 'error' : 'text.secondary'}
      >
        {value.length}/{MAX_LENGTH}
      </Typography>
    </Box>
  );
}

const CountingTreeItem = React.forwardRef(function CountingTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: CountingInput }} />;
});

export default function CountingLabelInput() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable
        defaultExpandedItems={['engineering']}
        slots={{ item: CountingTreeItem }}
      />
    </Box>
  );
}
