import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const slot = dayjs('2025-04-17T11:00');

export default function FormPropsDigitalClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 260 }}>
        <div>
          <Typography variant="subtitle2">Disabled</Typography>
          <DigitalClock
            aria-label="Slot (disabled)"
            defaultValue={slot}
            disabled
            sx={{ width: 140, maxHeight: 230 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Read-only</Typography>
          <DigitalClock
            aria-label="Slot (read-only)"
            defaultValue={slot}
            readOnly
            sx={{ width: 140, maxHeight: 230 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
