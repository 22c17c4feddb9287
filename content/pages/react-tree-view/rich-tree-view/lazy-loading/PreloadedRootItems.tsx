import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';

const dataSource = {
  getTreeItems: (parentId?: string) => fetchFolder(parentId),
  getChildrenCount: (file: RemoteFile) => file.childrenCount,
};

// The root items come with the page (for example from server rendering):
// only the children are fetched, when the user opens a folder.
export default function PreloadedRootItems() {
  return (
    <Box sx={{ height: 360, maxWidth: 360, overflowY: 'auto' }}>
      <RichTreeViewPro aria-label="File server" items={rootFiles} dataSource={dataSource} />
    </Box>
  );
}
