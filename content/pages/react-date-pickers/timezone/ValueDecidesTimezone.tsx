import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

// One instant, the kick-off of a live stream, in three representations.
const inUtc = dayjs.utc('2025-06-14T16:00:00Z');
const inTokyo = dayjs.tz('2025-06-15T01:00', 'Asia/Tokyo');
const inLosAngeles = inUtc.tz('America/Los_Angeles');

export default function ValueDecidesTimezone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateTimeField label="UTC value" defaultValue={inUtc} sx={{ width: 230 }} />
        <DateTimeField label="Asia/Tokyo value" defaultValue={inTokyo} sx={{ width: 230 }} />
        <DateTimeField
          label="America/Los_Angeles value"
          defaultValue={inLosAngeles}
          sx={{ width: 230 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
