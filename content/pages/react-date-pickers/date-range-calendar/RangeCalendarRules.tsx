import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Trips start and end on a weekday, within the summer season.
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function RangeCalendarRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 330 }}>
        <DateRangeCalendar
          aria-label="Trip dates"
          calendars={1}
          defaultValue={[dayjs('2025-06-10'), dayjs('2025-06-19')]}
          minDate={dayjs('2025-06-02')}
          maxDate={dayjs('2025-08-29')}
          shouldDisableDate={isWeekend}
        />
      </Box>
    </LocalizationProvider>
  );
}
