import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
}

const initialTracks: Track[] = [
  { id: 1, title: 'Morning Tide', artist: 'Lena Larsen', duration: '3:42' },
  { id: 2, title: 'Copper Skies', artist: 'The Okafor Trio', duration: '4:15' },
  { id: 3, title: 'Night Train to Porto', artist: 'Mateo Costa', duration: '5:03' },
  { id: 4, title: 'Paper Lanterns', artist: 'Keiko Sato', duration: '2:58' },
  { id: 5, title: 'Northern Line', artist: 'Sven Eriksen', duration: '3:27' },
  { id: 6, title: 'Saffron', artist: 'Farah Haddad', duration: '4:40' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'duration', headerName: 'Length', width: 90, align: 'right', headerAlign: 'right' },
];

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export default function PlaylistReordering() {
  const [tracks, setTracks] = React.useState(initialTracks);
  const [lastMove, setLastMove] = React.useState('Drag a row by its handle.');

  // Keep your own copy of the order, to save it or to send it to a server.
  const handleRowOrderChange = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setTracks((prev) => moveItem(prev, oldIndex, targetIndex));
    setLastMove(
      `Moved “${(row as Track).title}” from position ${oldIndex + 1} to ${targetIndex + 1}.`,
    );
  };

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {lastMove}
      </Typography>
      <DataGridPro
        rows={tracks}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
      <Typography variant="body2">
        Saved order: {tracks.map((track) => track.id).join(', ')}
      </Typography>
    </Box>
  );
}
