import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const release = dayjs('2025-10-06T15:00');
const nextDay = dayjs('2025-10-07T10:00');

export default function TimeAfterDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <TimePicker
          label="Time part only"
          defaultValue={nextDay}
          minTime={release}
          sx={{ width: 240 }}
        />
        <TimePicker
          label="Date and time"
          defaultValue={nextDay}
          minTime={release}
          disableIgnoringDatePartForTimeValidation
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
