import dayjs, { type Dayjs } from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-04-16');
const closedDays = new Set(['2025-04-18', '2025-04-21']); // Easter holidays

function isClosed(date: Dayjs) {
  return date.day() === 0 || date.day() === 6 || closedDays.has(date.format('YYYY-MM-DD'));
}

// Starts from `from` and moves one day at a time until the picker accepts the date.
function firstValidDay(from: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let candidate = from;
  for (let i = 0; i < 30 && !isValid(candidate); i += 1) {
    candidate = candidate.add(1, 'day');
  }
  return candidate;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next open day',
    getValue: ({ isValid }) => firstValidDay(today.add(1, 'day'), isValid),
  },
  {
    label: 'Two open days later',
    getValue: ({ isValid }) => {
      const first = firstValidDay(today.add(1, 'day'), isValid);
      return firstValidDay(first.add(1, 'day'), isValid);
    },
  },
];

export default function NextOpenDayShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        shouldDisableDate={isClosed}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
