import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const boarding = dayjs('2025-04-17T20:30');

export default function DigitalClockHourCycles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 260, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2">24 hours</Typography>
          <DigitalClock
            aria-label="Boarding, 24-hour"
            defaultValue={boarding}
            ampm={false}
            sx={{ width: 100, maxHeight: 230 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2">12 hours, one column per section</Typography>
          <MultiSectionDigitalClock
            aria-label="Boarding, 12-hour"
            defaultValue={boarding}
            ampm
            sx={{ width: 'fit-content', maxHeight: 230 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
