import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

// Submissions close at midnight UTC; the form is shown in India time (UTC+5:30).
const deadline = dayjs.utc('2025-12-01T00:00:00Z');

export default function ZoneAwareValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Submit before"
        defaultValue={dayjs.utc('2025-11-30T20:00:00Z')}
        timezone="Asia/Kolkata"
        maxDateTime={deadline}
        slotProps={{ textField: { helperText: 'Deadline: Dec 1, 2025, 5:30 AM in India' } }}
        sx={{ width: 320, height: 80 }}
      />
    </LocalizationProvider>
  );
}
