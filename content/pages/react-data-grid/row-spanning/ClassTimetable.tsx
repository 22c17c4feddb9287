import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri';
type Slot = { id: number; time: string } & Partial<Record<Day, string>>;

// A double lesson repeats its subject in two consecutive slots, so it spans both.
const slots: Slot[] = [
  {
    id: 1,
    time: '08:30',
    mon: 'Maths',
    tue: 'Biology',
    wed: 'History',
    thu: 'Maths',
    fri: 'Chemistry',
  },
  {
    id: 2,
    time: '09:30',
    mon: 'Maths',
    tue: 'Biology',
    wed: 'English',
    thu: 'Physics',
    fri: 'Chemistry',
  },
  {
    id: 3,
    time: '10:30',
    mon: 'French',
    tue: 'Maths',
    wed: 'English',
    thu: 'Physics',
    fri: 'Geography',
  },
  { id: 4, time: '11:30', mon: 'Lunch break' },
  { id: 5, time: '12:30', mon: 'Physics', tue: 'Art', wed: 'Maths', thu: 'French', fri: 'Sport' },
  {
    id: 6,
    time: '13:30',
    mon: 'English',
    tue: 'Art',
    wed: 'Biology',
    thu: 'History',
    fri: 'Sport',
  },
  {
    id: 7,
    time: '14:30',
    mon: 'Music',
    tue: 'History',
    wed: 'Biology',
    thu: 'English',
    fri: 'Sport',
  },
];

const days: [Day, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map<GridColDef<Slot>>(([field, headerName]) => ({
    field,
    headerName,
    flex: 1,
    minWidth: 110,
    sortable: false,
    align: 'center',
    headerAlign: 'center',
    // The lunch break row spans the whole week from the Monday cell.
    colSpan: (_value, row) => (field === 'mon' && row.mon === 'Lunch break' ? 5 : undefined),
  })),
];

export default function ClassTimetable() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={slots}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
