import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The shop is closed on Mondays and in August.
const closedDay = (day: Dayjs) => day.day() === 1;
const closedMonth = (month: Dayjs) => month.month() === 7;

export default function CalendarRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          aria-label="Pickup date"
          defaultValue={dayjs('2025-07-16')}
          minDate={dayjs('2025-07-01')}
          maxDate={dayjs('2025-12-20')}
          shouldDisableDate={closedDay}
          shouldDisableMonth={closedMonth}
          views={['month', 'day']}
        />
      </Box>
    </LocalizationProvider>
  );
}
