import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Playlist = { id: string; label: string; owner: 'me' | 'service'; children?: Playlist[] };

const library: Playlist[] = [
  {
    id: 'mine',
    label: 'My playlists',
    owner: 'service',
    children: [
      { id: 'focus', label: 'Deep focus', owner: 'me' },
      { id: 'run', label: 'Sunday long run', owner: 'me' },
    ],
  },
  {
    id: 'made-for-you',
    label: 'Made for you',
    owner: 'service',
    children: [
      { id: 'mix-1', label: 'Daily mix 1', owner: 'service' },
      { id: 'discover', label: 'Discover weekly', owner: 'service' },
    ],
  },
];

// Only the playlists the user created can be renamed.
const isItemEditable = (playlist: Playlist) => playlist.owner === 'me';

export default function RenameSomeItems() {
  return (
    <Box sx={{ height: 260, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Music library"
        items={library}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['mine', 'made-for-you']}
      />
    </Box>
  );
}
