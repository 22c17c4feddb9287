import dayjs, { type Dayjs } from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-03-12'); // a Wednesday

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Friday', getValue: () => today.day(5) },
  { label: 'Saturday', getValue: () => today.day(6) },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'Next Sunday', getValue: () => today.day(14) },
];

function isWeekend(date: Dayjs) {
  return date.day() === 0 || date.day() === 6;
}

export default function WeekdayOnlyShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
