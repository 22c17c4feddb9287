import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { drive, type DriveNode } from './drive';

const icons = {
  folder: createSvgIcon(<path d="M3 5h6l2 2h10v12H3z" />, 'Folder'),
  document: createSvgIcon(<path fillRule="evenodd" d="M6 2h8l6 6v14H6zm8 1.5V8h4.5z" />, 'Doc'),
  image: createSvgIcon(
    <path fillRule="evenodd" d="M4 4h16v16H4zm2 13h12l-4-5-3 4-2-2z" />,
    'Image',
  ),
};

function FileLabel({ node }: { node: DriveNode }) {
  const Icon = icons[node.kind];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" />
      <Box component="span" sx={{ flexGrow: 1 }}>
        {node.name}
      </Box>
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {node.meta}
      </Box>
    </Box>
  );
}

function renderNode(node: DriveNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={<FileLabel node={node} />}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function FileIconTree() {
  return (
    <Box sx={{ height: 224, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Shared drive" defaultExpandedItems={['design', 'photos']}>
        {drive.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
