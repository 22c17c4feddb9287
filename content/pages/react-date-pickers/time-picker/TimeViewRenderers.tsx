import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import {
  renderTimeViewClock,
  renderDigitalClockTimeView,
} from '@mui/x-date-pickers/timeViewRenderers';

const meeting = dayjs('2025-04-17T14:30');

export default function TimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 200 }}>
        <DesktopTimePicker label="Multi-column (default)" defaultValue={meeting} />
        <DesktopTimePicker
          label="One column"
          defaultValue={meeting}
          timeSteps={{ minutes: 30 }}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
        />
        <DesktopTimePicker
          label="Analog clock"
          defaultValue={meeting}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
