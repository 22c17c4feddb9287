import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { workspace } from './shared/workspace';

export default function OverviewTrees() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ height: 320 }}>
      <Stack sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="subtitle2">SimpleTreeView: items written in JSX</Typography>
        <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']}>
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="profile" label="Profile" />
            <TreeItem itemId="security" label="Password and security" />
          </TreeItem>
          <TreeItem itemId="notifications" label="Notifications">
            <TreeItem itemId="email" label="Email" />
            <TreeItem itemId="push" label="Push" />
          </TreeItem>
          <TreeItem itemId="billing" label="Billing" />
        </SimpleTreeView>
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="subtitle2">RichTreeView: items passed as data</Typography>
        <RichTreeView
          aria-label="Workspace"
          items={workspace}
          defaultExpandedItems={['marketing', 'campaigns']}
        />
      </Stack>
    </Stack>
  );
}
