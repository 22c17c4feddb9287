import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledTimeRangeField() {
  const [quietHours, setQuietHours] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T13:00'),
    dayjs('2025-04-17T14:30'),
  ]);
  const [start, end] = quietHours;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <SingleInputTimeRangeField
          label="Do not disturb"
          value={quietHours}
          onChange={(newValue) => setQuietHours(newValue)}
          clearable
          sx={{ width: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {start?.isValid() && end?.isValid()
            ? `Notifications paused from ${start.format('HH:mm')} to ${end.format('HH:mm')}`
            : 'Enter a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
