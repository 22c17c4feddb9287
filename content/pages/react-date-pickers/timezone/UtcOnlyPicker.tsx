import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// UTC values need the utc plugin only.
dayjs.extend(utc);

export default function UtcOnlyPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 110, maxWidth: 360 }}>
        <DateTimePicker
          label="Log entries after (UTC)"
          value={value}
          onChange={setValue}
          timezone="UTC"
          referenceDate={dayjs.utc('2025-02-10T00:00:00Z')}
        />
        <Typography variant="body2" role="status">
          Query parameter: {value?.isValid() ? value.toISOString() : 'pick a date and a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
