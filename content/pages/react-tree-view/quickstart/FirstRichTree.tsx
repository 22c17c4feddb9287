import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'granola', label: 'Maple granola' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

export default function FirstRichTree() {
  return (
    <Box sx={{ height: 240, maxWidth: 320 }}>
      <RichTreeView aria-label="Recipe book" items={recipes} defaultExpandedItems={['dinner']} />
    </Box>
  );
}
