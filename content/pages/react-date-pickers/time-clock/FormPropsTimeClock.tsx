import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const closing = dayjs('2025-04-17T17:40');

export default function FormPropsTimeClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            Disabled
          </Typography>
          <TimeClock aria-label="Closing time (disabled)" defaultValue={closing} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            Read-only
          </Typography>
          <TimeClock aria-label="Closing time (read-only)" defaultValue={closing} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
