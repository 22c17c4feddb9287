import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function DisplayInAnotherZone() {
  // The state holds a UTC value; the picker shows it in New York time.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-11-03T14:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 110, maxWidth: 360 }}>
        <DateTimePicker
          label="Market opens (New York)"
          value={value}
          onChange={setValue}
          timezone="America/New_York"
        />
        <Typography variant="body2" role="status">
          Stored value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm [UTC]') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
