import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const opening = dayjs('2025-04-17T09:00');
const closing = dayjs('2025-04-17T18:00');

// Slots that are already booked.
const booked = new Set(['10:00', '11:30', '14:00', '14:30']);
const isBooked = (value: Dayjs) => booked.has(value.format('HH:mm'));

export default function SkipDisabledClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 260, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2">Disabled slots shown</Typography>
          <DigitalClock
            aria-label="Haircut, all slots"
            minTime={opening}
            maxTime={closing}
            shouldDisableTime={isBooked}
            referenceDate={opening}
            sx={{ width: 120, maxHeight: 230 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Free slots only</Typography>
          <DigitalClock
            aria-label="Haircut, free slots"
            minTime={opening}
            maxTime={closing}
            shouldDisableTime={isBooked}
            referenceDate={opening}
            skipDisabled
            sx={{ width: 120, maxHeight: 230 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
