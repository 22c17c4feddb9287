import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
  'America/Sao_Paulo',
];

export default function ZonePlayground() {
  const [zone, setZone] = React.useState('Europe/Berlin');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-08-01T08:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 200, maxWidth: 560 }}>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Display time zone"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ width: 220 }}
          >
            {zones.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Server maintenance"
            value={value}
            onChange={setValue}
            timezone={zone}
            sx={{ width: 300 }}
          />
        </Stack>
        <Typography variant="body2" role="status">
          Value: {value?.isValid() ? value.toISOString() : 'none'} (time zone of the value:{' '}
          {value?.isValid() ? (value.isUTC() ? 'UTC' : value.format('Z')) : 'none'})
        </Typography>
        <Typography variant="body2">
          In {zone}: {value?.isValid() ? value.tz(zone).format('dddd D MMMM YYYY, HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
