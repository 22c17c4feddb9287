import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        {/* A countdown needs minutes and seconds, not hours. */}
        <TimeClock
          aria-label="Countdown"
          views={['minutes', 'seconds']}
          openTo="seconds"
          defaultValue={dayjs('2025-04-17T00:03:45')}
          showViewSwitcher
        />
      </Box>
    </LocalizationProvider>
  );
}
