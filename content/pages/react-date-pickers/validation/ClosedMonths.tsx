import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const JULY = 6;
const AUGUST = 7;

// The ski school is closed in July and August.
function isClosedMonth(month: Dayjs) {
  const index = month.month();
  return index === JULY || index === AUGUST;
}

export default function ClosedMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Course month"
        views={['year', 'month']}
        openTo="month"
        defaultValue={dayjs('2025-12-01')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2026-12-31')}
        shouldDisableMonth={isClosedMonth}
        sx={{ width: 300, height: 80 }}
      />
    </LocalizationProvider>
  );
}
