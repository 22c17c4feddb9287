import dayjs, { type Dayjs } from 'dayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { TimeView } from '@mui/x-date-pickers/models';

// No meetings during the 12:00 lunch hour, and only on the quarter hour.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.minute() % 15 !== 0;
  }
  return false;
}

export default function LunchBreakTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Meeting start"
        defaultValue={dayjs('2025-03-10T11:15')}
        shouldDisableTime={isUnavailable}
        timeSteps={{ minutes: 5 }}
        skipDisabled
        sx={{ width: 260, height: 80 }}
      />
    </LocalizationProvider>
  );
}
