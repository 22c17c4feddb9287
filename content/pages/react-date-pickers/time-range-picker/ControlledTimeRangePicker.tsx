import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledTimeRangePicker() {
  const [meeting, setMeeting] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T14:00'),
    dayjs('2025-04-17T15:30'),
  ]);
  const [start, end] = meeting;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <TimeRangePicker
          label="Design review"
          value={meeting}
          onChange={(newValue) => setMeeting(newValue)}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" color="text.secondary">
          {minutes != null && minutes > 0
            ? `Meeting length: ${minutes} minutes`
            : 'Pick a start and an end.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
