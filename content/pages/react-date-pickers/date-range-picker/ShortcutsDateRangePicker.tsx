import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers-pro';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo stable; use dayjs() in your app.
const today = dayjs('2025-04-17');

const reportPeriods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    // The end of the week is after maxDate: stop the range at today instead.
    getValue: ({ isValid }) => {
      const week: DateRange<Dayjs> = [today.startOf('week'), today.endOf('week')];
      return isValid(week) ? week : [week[0], today];
    },
  },
  {
    label: 'Last 7 days',
    getValue: () => [today.subtract(6, 'day'), today],
  },
  {
    label: 'Last 30 days',
    getValue: () => [today.subtract(29, 'day'), today],
  },
  {
    label: 'Last month',
    getValue: () => {
      const previousMonth = today.subtract(1, 'month');
      return [previousMonth.startOf('month'), previousMonth.endOf('month')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function ShortcutsDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DateRangePicker
          label="Report period"
          defaultValue={[today.subtract(6, 'day'), today]}
          maxDate={today}
          calendars={1}
          slotProps={{ shortcuts: { items: reportPeriods } }}
          sx={{ width: 320 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
