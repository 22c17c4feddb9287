import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const notifications: TreeViewBaseItem[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email-mentions', label: 'Mentions' },
      { id: 'email-digest', label: 'Weekly digest' },
    ],
  },
  {
    id: 'push',
    label: 'Push',
    children: [
      { id: 'push-messages', label: 'Direct messages' },
      { id: 'push-reminders', label: 'Reminders' },
    ],
  },
];

type CheckboxSlotProps = {
  visible?: boolean;
  checked?: boolean;
  disabled?: boolean;
  tabIndex?: number;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
};

// The tree passes `visible`, `checked`, `disabled` and `onChange` to the checkbox slot.
function SwitchCheckbox({ visible, checked, disabled, tabIndex, onChange }: CheckboxSlotProps) {
  if (!visible) {
    return null;
  }
  return (
    <Switch
      size="small"
      checked={checked ?? false}
      disabled={disabled}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      // A switch needs a name of its own; the tree item's label sits outside it.
      slotProps={{ input: { tabIndex, 'aria-label': 'Select this item' } }}
    />
  );
}

const SwitchTreeItem = React.forwardRef(function SwitchTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ checkbox: SwitchCheckbox }} />;
});

export default function SwitchCheckboxTree() {
  return (
    <Box sx={{ height: 260, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Notification settings"
        items={notifications}
        checkboxSelection
        multiSelect
        selectionPropagation={{ descendants: true, parents: true }}
        defaultSelectedItems={['email-mentions']}
        defaultExpandedItems={['email', 'push']}
        slots={{ item: SwitchTreeItem }}
      />
    </Box>
  );
}
