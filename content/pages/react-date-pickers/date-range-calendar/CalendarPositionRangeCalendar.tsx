import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function CalendarPositionRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 360, overflowX: 'auto' }}>
        {/* A report of the past: the selected month on the right, the month before on the left. */}
        <DateRangeCalendar
          calendars={2}
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-03-24'), dayjs('2025-04-06')]}
          maxDate={dayjs('2025-04-17')}
          disableAutoMonthSwitching
        />
      </Box>
    </LocalizationProvider>
  );
}
