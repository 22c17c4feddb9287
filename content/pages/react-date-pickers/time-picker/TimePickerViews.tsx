import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 200 }}>
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-04-17T00:01:42')}
        />
        <TimePicker
          label="Departure (24h)"
          views={['hours', 'minutes']}
          ampm={false}
          openTo="minutes"
          defaultValue={dayjs('2025-04-17T21:15')}
        />
        <TimePicker
          label="Check-in hour"
          views={['hours']}
          defaultValue={dayjs('2025-04-17T15:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
