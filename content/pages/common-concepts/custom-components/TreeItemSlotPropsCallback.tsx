import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
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

export default function TreeItemSlotPropsCallback() {
  // Palette colours, as CSS variables where the theme has them: they follow light and dark mode.
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const colorByExtension: Record<string, string> = {
    md: palette.primary.main,
    pdf: palette.error.main,
    exe: palette.secondary.main,
  };

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
