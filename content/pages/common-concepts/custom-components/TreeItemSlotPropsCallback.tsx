import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const release: TreeViewBaseItem[] = [
  {
    id: 'release',
    label: 'release-4.2',
    children: [
      { id: 'notes', label: 'RELEASE_NOTES.md' },
      { id: 'manual', label: 'user-manual.pdf' },
      { id: 'installer', label: 'setup.exe' },
      { id: 'checksums', label: 'checksums.txt' },
    ],
  },
];

const colorByExtension: Record<string, string> = {
  md: '#1565c0',
  pdf: '#c62828',
  exe: '#6a1b9a',
};

export default function TreeItemSlotPropsCallback() {
  return (
    <Box sx={{ height: 200, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Release files"
        items={release}
        defaultExpandedItems={['release']}
        slotProps={{
          // Called for each item with its id and label.
          item: ({ label }) => {
            const extension = label.split('.').pop() ?? '';
            return { slotProps: { label: { style: { color: colorByExtension[extension] } } } };
          },
        }}
      />
    </Box>
  );
}
