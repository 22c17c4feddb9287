import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';

const dataSource = {
  getTreeItems: (parentId?: string) => fetchFolder(parentId, 600),
  getChildrenCount: (file: RemoteFile) => file.childrenCount,
};

// Folders keep their names; loaded files can be renamed.
const isItemEditable = (file: RemoteFile) => file.childrenCount === 0;

export default function RenameLazyItems() {
  const [lastRename, setLastRename] = React.useState('Open a folder, then double-click a file.');

  return (
    <Stack spacing={1} sx={{ height: 340, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="File server"
        items={rootFiles}
        dataSource={dataSource}
        isItemEditable={isItemEditable}
        onItemLabelChange={(itemId, newLabel) =>
          setLastRename(`Saved “${newLabel}” for ${itemId}.`)
        }
        sx={{ height: 290, overflowY: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastRename}
      </Typography>
    </Stack>
  );
}
