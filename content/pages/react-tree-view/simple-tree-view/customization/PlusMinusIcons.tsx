import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems } from '../../shared/TripItems';

const PlusSquare = createSvgIcon(
  <path d="M4 4h16v16H4zm2 2v12h12V6zm5 2h2v3h3v2h-3v3h-2v-3H8v-2h3z" />,
  'PlusSquare',
);
const MinusSquare = createSvgIcon(
  <path d="M4 4h16v16H4zm2 2v12h12V6zm2 5h8v2H8z" />,
  'MinusSquare',
);
const Dot = createSvgIcon(<circle cx="12" cy="12" r="3" />, 'Dot');

export default function PlusMinusIcons() {
  return (
    <Box sx={{ height: 300, maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Packing list"
        defaultExpandedItems={['clothing']}
        slots={{ expandIcon: PlusSquare, collapseIcon: MinusSquare, endIcon: Dot }}
        slotProps={{ endIcon: { color: 'action' } }}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
