import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';

export default function CalendarsDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DesktopDateTimeRangePicker
          label="Festival, gates open to gates close"
          defaultValue={[dayjs('2025-06-27T16:00'), dayjs('2025-07-01T02:00')]}
          calendars={2}
          timeSteps={{ minutes: 30 }}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
