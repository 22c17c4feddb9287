import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const train = dayjs('2025-04-17T22:05');

export default function TimeClockHourCycles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            12 hours, AM/PM in the clock
          </Typography>
          <TimeClock aria-label="Night train, 12-hour" defaultValue={train} ampm ampmInClock />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            24 hours
          </Typography>
          <TimeClock aria-label="Night train, 24-hour" defaultValue={train} ampm={false} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
