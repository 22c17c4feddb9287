import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

const offices = [
  { city: 'London', zone: 'Europe/London' },
  { city: 'New York', zone: 'America/New_York' },
  { city: 'Singapore', zone: 'Asia/Singapore' },
];

export default function MeetingAcrossZones() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs.utc('2025-10-15T13:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 170 }}>
        <DateTimePicker
          label="All-hands (UTC)"
          value={meeting}
          onChange={setMeeting}
          timezone="UTC"
          sx={{ width: 300 }}
        />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {offices.map((office) => (
            <DateTimeField
              key={office.zone}
              label={office.city}
              value={meeting}
              timezone={office.zone}
              readOnly
              sx={{ width: 230 }}
            />
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
