import dayjs, { type Dayjs } from 'dayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers-pro';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  {
    label: 'Last month',
    getValue: () => {
      const lastMonth = today.subtract(1, 'month');
      return [lastMonth.startOf('month'), lastMonth.endOf('month')];
    },
  },
  { label: 'Year to date', getValue: () => [today.startOf('year'), today] },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ReportingRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[today.subtract(6, 'day'), today]}
        calendars={1}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
