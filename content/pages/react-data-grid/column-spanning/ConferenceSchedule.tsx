import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const slots = ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

interface Session {
  title: string;
  /** Number of one-hour slots. */
  hours: number;
}

interface RoomRow {
  id: string;
  room: string;
  /** Sessions by the slot they start in. */
  sessions: Record<string, Session>;
}

const rows: RoomRow[] = [
  {
    id: 'hall',
    room: 'Main hall',
    sessions: {
      '9:00': { title: 'Keynote: ten years of open source grids', hours: 2 },
      '11:00': { title: 'Virtualization deep dive', hours: 1 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Panel: accessible data tables', hours: 2 },
      '15:00': { title: 'Closing talk', hours: 1 },
    },
  },
  {
    id: 'lab',
    room: 'Lab A',
    sessions: {
      '9:00': { title: 'Workshop: your first custom cell', hours: 3 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Workshop: server-side data', hours: 3 },
    },
  },
  {
    id: 'studio',
    room: 'Studio',
    sessions: {
      '10:00': { title: 'Lightning talks', hours: 1 },
      '11:00': { title: 'Design systems office hours', hours: 1 },
      '12:00': { title: 'Lunch', hours: 1 },
      '14:00': { title: 'Charts in cells', hours: 1 },
      '15:00': { title: 'Pairing on performance', hours: 2 },
    },
  },
];

const columns: GridColDef<RoomRow>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...slots.map<GridColDef<RoomRow>>((slot) => ({
    field: slot,
    headerName: slot,
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => row.sessions[slot]?.title ?? '',
    // A session spans as many slots as it lasts.
    colSpan: (_value, row) => row.sessions[slot]?.hours,
    cellClassName: (params) => (params.value ? 'session' : ''),
  })),
];

export default function ConferenceSchedule() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        showColumnVerticalBorder
        sx={{ '& .session': { backgroundColor: 'rgba(25, 118, 210, 0.08)', fontWeight: 500 } }}
      />
    </Box>
  );
}
