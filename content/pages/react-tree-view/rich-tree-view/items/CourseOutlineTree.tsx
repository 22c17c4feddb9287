import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: no `id`, `label` or `children` fields.
type OutlineNode = {
  slug: string;
  title: string;
  status: 'published' | 'draft';
  lessons?: OutlineNode[];
};

const outline: OutlineNode[] = [
  {
    slug: 'getting-started',
    title: '1. Getting started',
    status: 'published',
    lessons: [
      { slug: 'install', title: 'Install the toolchain', status: 'published' },
      { slug: 'first-app', title: 'Your first app', status: 'published' },
    ],
  },
  {
    slug: 'state',
    title: '2. Managing state',
    status: 'published',
    lessons: [
      { slug: 'use-state', title: 'Local state', status: 'published' },
      { slug: 'reducers', title: 'Reducers (coming soon)', status: 'draft' },
    ],
  },
];

// Defined once, outside the component, so the tree does not process the items on every render.
const getItemId = (node: OutlineNode) => node.slug;
const getItemLabel = (node: OutlineNode) => node.title;
const getItemChildren = (node: OutlineNode) => node.lessons;
const isItemDisabled = (node: OutlineNode) => node.status === 'draft';

export default function CourseOutlineTree() {
  return (
    <Box sx={{ height: 192, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Course outline"
        items={outline}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['getting-started', 'state']}
      />
    </Box>
  );
}
