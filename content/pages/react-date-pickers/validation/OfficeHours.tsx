import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Only the time part of minTime and maxTime counts: the date is ignored.
const opens = dayjs('2025-01-01T09:00');
const closes = dayjs('2025-01-01T17:30');

export default function OfficeHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <TimePicker
          label="Callback time"
          defaultValue={dayjs('2025-03-10T14:00')}
          minTime={opens}
          maxTime={closes}
          sx={{ width: 220 }}
        />
        <TimePicker
          label="Too late"
          defaultValue={dayjs('2025-03-10T18:15')}
          minTime={opens}
          maxTime={closes}
          sx={{ width: 220 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
