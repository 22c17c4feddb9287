import dayjs, { type Dayjs } from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo stable; in an app, use dayjs().
const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'In one week', getValue: () => today.add(1, 'week') },
  { label: 'End of month', getValue: () => today.endOf('month') },
  { label: 'End of quarter', getValue: () => dayjs('2025-03-31') },
  { label: 'No due date', getValue: () => null },
];

export default function DueDateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today.add(1, 'week')}
        referenceDate={today}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
