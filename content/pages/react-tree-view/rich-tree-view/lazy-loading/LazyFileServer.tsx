import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, type RemoteFile } from './fileServer';

// Stable object: the tree reads it once, on the first render.
const dataSource = {
  getTreeItems: (parentId?: string) => fetchFolder(parentId),
  getChildrenCount: (file: RemoteFile) => file.childrenCount,
};

export default function LazyFileServer() {
  return (
    <Box sx={{ height: 360, maxWidth: 360, overflowY: 'auto' }}>
      <RichTreeViewPro aria-label="File server" items={[]} dataSource={dataSource} />
    </Box>
  );
}
