import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const delivery = dayjs('2025-04-17T11:00');

export default function DateTimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DesktopDateTimePicker
          label="Analog clock after the calendar"
          defaultValue={delivery}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
          sx={{ width: 280 }}
        />
        <DesktopDateTimePicker
          label="Calendar only, type the time"
          defaultValue={delivery}
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
