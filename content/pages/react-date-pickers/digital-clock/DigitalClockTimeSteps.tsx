import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const classStart = dayjs('2025-04-17T09:15');

export default function DigitalClockTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 260, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2">Every 15 minutes</Typography>
          <DigitalClock
            aria-label="Class start, quarter hours"
            defaultValue={classStart}
            timeStep={15}
            sx={{ width: 120, maxHeight: 230 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Minutes by 15, hours by 2</Typography>
          <MultiSectionDigitalClock
            aria-label="Class start, two-hour blocks"
            defaultValue={dayjs('2025-04-17T10:15')}
            timeSteps={{ hours: 2, minutes: 15 }}
            sx={{ width: 'fit-content', maxHeight: 230 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
