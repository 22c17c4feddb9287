import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function InitialMonthCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          aria-label="Conference day"
          referenceDate={dayjs('2026-03-01')}
          minDate={dayjs('2026-03-01')}
          maxDate={dayjs('2026-05-31')}
          views={['month', 'day']}
        />
      </Box>
    </LocalizationProvider>
  );
}
