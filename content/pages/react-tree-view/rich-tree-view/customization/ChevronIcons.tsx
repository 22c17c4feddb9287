import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

const FolderClosed = createSvgIcon(<path d="M3 5h6l2 2h10v12H3z" />, 'FolderClosed');
const FolderOpen = createSvgIcon(
  <path d="M3 5h6l2 2h8v2H7l-3 9H3zm4 6h15l-3 8H4z" />,
  'FolderOpen',
);
const FileIcon = createSvgIcon(<path d="M6 2h8l6 6v14H6zm8 1.5V8h4.5z" />, 'File');

export default function ChevronIcons() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['marketing']}
        slots={{ expandIcon: FolderClosed, collapseIcon: FolderOpen, endIcon: FileIcon }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      />
    </Box>
  );
}
