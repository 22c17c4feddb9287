import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const permissionGroups = [
  {
    id: 'projects',
    label: 'Projects',
    permissions: ['View projects', 'Create projects', 'Delete projects'],
  },
  { id: 'billing', label: 'Billing', permissions: ['View invoices', 'Update payment method'] },
  { id: 'members', label: 'Members', permissions: ['Invite members', 'Remove members'] },
];

const groupIds = permissionGroups.map((group) => group.id);
const permissionCount = permissionGroups.flatMap((group) => group.permissions).length;

export default function PermissionsCheckboxTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['projects:0', 'projects:1']);
  // Group rows are selected with their children; count only the permissions themselves.
  const granted = selectedItems.filter((itemId) => !groupIds.includes(itemId)).length;

  return (
    <Stack spacing={1} sx={{ height: 360 }}>
      <Typography variant="body2" color="text.secondary">
        {granted} of {permissionCount} permissions granted
      </Typography>
      <SimpleTreeView
        aria-label="Role permissions"
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={groupIds}
      >
        {permissionGroups.map((group) => (
          <TreeItem key={group.id} itemId={group.id} label={group.label}>
            {group.permissions.map((permission, index) => (
              <TreeItem key={permission} itemId={`${group.id}:${index}`} label={permission} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Stack>
  );
}
