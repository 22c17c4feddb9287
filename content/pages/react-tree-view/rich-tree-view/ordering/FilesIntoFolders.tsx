import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreePosition } from './moveItem';

type Entry = { id: string; label: string; folder?: boolean; children?: Entry[] };

const drive: Entry[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    folder: true,
    children: [
      { id: 'march', label: 'March.pdf' },
      { id: 'april', label: 'April.pdf' },
    ],
  },
  {
    id: 'contracts',
    label: 'Contracts',
    folder: true,
    children: [{ id: 'lease', label: 'Lease.pdf' }],
  },
  { id: 'scan', label: 'Scan 0012.pdf' },
  { id: 'notes', label: 'Notes.txt' },
];

const folderIds = new Set(['invoices', 'contracts']);

// A drop is allowed at the root or inside a folder, never inside a file.
const canMoveItemToNewPosition = ({ newPosition }: { newPosition: TreePosition }) =>
  newPosition.parentId === null || folderIds.has(newPosition.parentId);

export default function FilesIntoFolders() {
  return (
    <Box sx={{ height: 320, maxWidth: 360 }}>
      <RichTreeViewPro
        aria-label="Drive, drag files into folders"
        items={drive}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['invoices', 'contracts']}
      />
    </Box>
  );
}
