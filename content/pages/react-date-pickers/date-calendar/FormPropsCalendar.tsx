import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const payday = dayjs('2025-04-25');

export default function FormPropsCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 370, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Disabled
          </Typography>
          <DateCalendar aria-label="Payday (disabled)" defaultValue={payday} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Read-only
          </Typography>
          <DateCalendar aria-label="Payday (read-only)" defaultValue={payday} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
