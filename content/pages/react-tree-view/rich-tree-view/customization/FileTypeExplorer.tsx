import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { projectFiles, type FileItem, type FileType } from '../../shared/files';

const icons: Record<FileType, ReturnType<typeof createSvgIcon>> = {
  folder: createSvgIcon(<path d="M3 5h6l2 2h10v12H3z" />, 'Folder'),
  image: createSvgIcon(<path d="M4 4h16v16H4zm2 13h12l-4-5-3 4-2-2z" />, 'Image'),
  pdf: createSvgIcon(<path d="M6 2h8l6 6v14H6zm2 12h8v2H8zm0-4h8v2H8z" />, 'Pdf'),
  code: createSvgIcon(
    <path d="m8 7-5 5 5 5 1.4-1.4L5.8 12l3.6-3.6zm8 0-1.4 1.4 3.6 3.6-3.6 3.6L16 17l5-5z" />,
    'Code',
  ),
  sheet: createSvgIcon(
    <path d="M4 4h16v16H4zm2 2v3h5V6zm7 0v3h5V6zm-7 5v3h5v-3zm7 0v3h5v-3z" />,
    'Sheet',
  ),
};

// Reads the item's own fields with useTreeItemModel to pick its icon.
const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<Omit<FileItem, 'children'>>(props.itemId);
  const Icon = icons[item?.fileType ?? 'folder'];
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color={item?.fileType === 'folder' ? 'primary' : 'action'} />
          {props.label}
        </Box>
      }
    />
  );
});

export default function FileTypeExplorer() {
  return (
    <Box sx={{ height: 300, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        defaultExpandedItems={['website', 'assets']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
