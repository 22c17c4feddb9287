import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledDateTimeRangeField() {
  const [downtime, setDowntime] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-19T23:00'),
    dayjs('2025-04-20T02:30'),
  ]);
  const [start, end] = downtime;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <SingleInputDateTimeRangeField
          label="Planned downtime"
          value={downtime}
          onChange={(newValue) => setDowntime(newValue)}
          sx={{ width: 440 }}
        />
        <Typography variant="body2" color="text.secondary">
          {minutes != null && minutes > 0
            ? `Service unavailable for ${Math.floor(minutes / 60)} h ${minutes % 60} min`
            : 'Enter a start and an end.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
