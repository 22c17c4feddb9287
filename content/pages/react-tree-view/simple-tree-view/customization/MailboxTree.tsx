import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// A mail client's folder list: a colored mark, the name, and the unread count on the right.
type MailItemProps = TreeItemProps & { mark: string; color?: string; unread?: number };

const MailTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: '0 999px 999px 0',
    padding: theme.spacing(0.5, 1.5, 0.5, 1),
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.error.main, 0.12),
    fontWeight: 700,
  },
  [`& .${treeItemClasses.label}`]: { fontWeight: 'inherit' },
}));

function MailItem({ mark, color = 'text.secondary', unread, label, ...props }: MailItemProps) {
  return (
    <MailTreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box component="span" aria-hidden sx={{ color, width: 16, textAlign: 'center' }}>
            {mark}
          </Box>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {label}
          </Box>
          {unread ? (
            <Typography variant="caption" sx={{ fontWeight: 700 }} aria-label={`${unread} unread`}>
              {unread}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

export default function MailboxTree() {
  return (
    <Box sx={{ height: 360, maxWidth: 280 }}>
      <SimpleTreeView
        aria-label="Mail folders"
        defaultSelectedItems="inbox"
        defaultExpandedItems={['labels']}
      >
        <MailItem itemId="inbox" label="Inbox" mark="▣" unread={4} />
        <MailItem itemId="starred" label="Starred" mark="★" />
        <MailItem itemId="sent" label="Sent" mark="➤" />
        <MailItem itemId="drafts" label="Drafts" mark="✎" unread={2} />
        <MailItem itemId="labels" label="Labels" mark="▾">
          <MailItem itemId="family" label="Family" mark="●" color="#1e88e5" unread={3} />
          <MailItem itemId="receipts" label="Receipts" mark="●" color="#fb8c00" />
          <MailItem itemId="travel" label="Travel" mark="●" color="#43a047" unread={12} />
        </MailItem>
        <MailItem itemId="trash" label="Trash" mark="✕" />
      </SimpleTreeView>
    </Box>
  );
}
