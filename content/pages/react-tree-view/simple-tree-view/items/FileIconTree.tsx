import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const FolderIcon = createSvgIcon(<path d="M3 5h6l2 2h10v12H3z" />, 'Folder');
const DocumentIcon = createSvgIcon(
  <path fillRule="evenodd" d="M6 2h8l6 6v14H6zm8 1.5V8h4.5z" />,
  'Document',
);
const ImageIcon = createSvgIcon(
  <path fillRule="evenodd" d="M4 4h16v16H4zm2 13h12l-4-5-3 4-2-2z" />,
  'Image',
);

type FileLabelProps = { icon: typeof FolderIcon; name: string; meta?: string };

function FileLabel({ icon: Icon, name, meta }: FileLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" />
      <Box component="span" sx={{ flexGrow: 1 }}>
        {name}
      </Box>
      {meta && (
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
          {meta}
        </Box>
      )}
    </Box>
  );
}

export default function FileIconTree() {
  return (
    <Box sx={{ height: 224, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Shared drive" defaultExpandedItems={['design', 'photos']}>
        <TreeItem itemId="design" label={<FileLabel icon={FolderIcon} name="Design" meta="3 items" />}>
          <TreeItem itemId="brief" label={<FileLabel icon={DocumentIcon} name="Brief.pdf" meta="240 KB" />} />
          <TreeItem itemId="photos" label={<FileLabel icon={FolderIcon} name="Photos" meta="2 items" />}>
            <TreeItem itemId="hero" label={<FileLabel icon={ImageIcon} name="hero.png" meta="1.8 MB" />} />
            <TreeItem itemId="team" label={<FileLabel icon={ImageIcon} name="team.jpg" meta="2.4 MB" />} />
          </TreeItem>
          <TreeItem itemId="notes" label={<FileLabel icon={DocumentIcon} name="Notes.md" meta="4 KB" />} />
        </TreeItem>
        <TreeItem itemId="archive" label={<FileLabel icon={FolderIcon} name="Archive" meta="Empty" />} />
      </SimpleTreeView>
    </Box>
  );
}
