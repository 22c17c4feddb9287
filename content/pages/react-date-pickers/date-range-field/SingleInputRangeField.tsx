import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function SingleInputRangeField() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-04'),
    dayjs('2025-08-15'),
  ]);
  const [start, end] = leave;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <SingleInputDateRangeField
          label="Annual leave"
          value={leave}
          onChange={(newValue) => setLeave(newValue)}
          dateSeparator="to"
          clearable
          sx={{ width: 320 }}
        />
        <Typography variant="body2" color="text.secondary">
          {days != null && days > 0 ? `${days} calendar days requested` : 'Enter both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
