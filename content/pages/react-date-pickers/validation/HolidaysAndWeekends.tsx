import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Bank holidays in England, 2025.
const holidays = new Set([
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
]);

function isClosed(day: Dayjs) {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function HolidaysAndWeekends() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Transfer date"
        defaultValue={dayjs('2025-05-06')}
        referenceDate={dayjs('2025-05-01')}
        shouldDisableDate={isClosed}
        sx={{ width: 300, height: 80 }}
      />
    </LocalizationProvider>
  );
}
