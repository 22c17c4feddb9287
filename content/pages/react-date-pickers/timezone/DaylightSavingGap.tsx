import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

// Paris moves its clocks from 2:00 to 3:00 on March 30, 2025.
const beforeChange = dayjs.tz('2025-03-30T01:30', 'Europe/Paris');
// Add the hour in UTC, then convert back: see the note below the demo.
const oneHourLater = beforeChange.utc().add(1, 'hour').tz('Europe/Paris');

export default function DaylightSavingGap() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateTimeField
          label="Night train departs"
          defaultValue={beforeChange}
          ampm={false}
          sx={{ width: 240 }}
        />
        <DateTimeField
          label="One hour later"
          defaultValue={oneHourLater}
          ampm={false}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
