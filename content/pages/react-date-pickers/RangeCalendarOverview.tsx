import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RangeCalendarOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2025-04-17'), dayjs('2025-04-24')]}
          calendars={2}
        />
      </Box>
    </LocalizationProvider>
  );
}
