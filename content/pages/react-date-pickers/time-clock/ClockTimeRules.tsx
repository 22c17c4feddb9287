import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ClockTimeRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 330 }}>
        {/* Office hours from 9 AM to 5:30 PM, in steps of 10 minutes. */}
        <TimeClock
          aria-label="Appointment time"
          defaultValue={dayjs('2025-04-17T10:30')}
          minTime={dayjs('2025-04-17T09:00')}
          maxTime={dayjs('2025-04-17T17:30')}
          minutesStep={10}
          ampm={false}
        />
      </Box>
    </LocalizationProvider>
  );
}
