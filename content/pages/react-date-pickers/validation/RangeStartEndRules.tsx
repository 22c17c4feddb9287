import dayjs, { type Dayjs } from 'dayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

const SATURDAY = 6;
const WEDNESDAY = 3;

// Guests arrive on Saturdays; they leave on a Wednesday or a Saturday.
function isUnavailable(day: Dayjs, position: 'start' | 'end') {
  const weekday = day.day();
  if (position === 'start') {
    return weekday !== SATURDAY;
  }
  return weekday !== SATURDAY && weekday !== WEDNESDAY;
}

export default function RangeStartEndRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cottage stay"
        defaultValue={[dayjs('2025-07-05'), dayjs('2025-07-09')]}
        shouldDisableDate={isUnavailable}
        sx={{ width: 320, height: 80 }}
      />
    </LocalizationProvider>
  );
}
