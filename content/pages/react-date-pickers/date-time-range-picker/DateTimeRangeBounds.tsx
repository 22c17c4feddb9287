import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The venue is booked from June 12, 14:00 to June 15, 11:00.
const from = dayjs('2025-06-12T14:00');
const until = dayjs('2025-06-15T11:00');

export default function DateTimeRangeBounds() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const [startError, endError] = error;

  let message = 'Inside the booking: June 12, 14:00 to June 15, 11:00';
  if (startError === 'invalidRange') message = 'The end comes before the start.';
  else if (startError) message = `Start: ${startError}`;
  else if (endError) message = `End: ${endError}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110 }}>
        <DateTimeRangePicker
          label="Event"
          ampm={false}
          defaultValue={[dayjs('2025-06-12T15:00'), dayjs('2025-06-15T12:00')]}
          minDateTime={from}
          maxDateTime={until}
          referenceDate={from}
          onError={(newError) => setError(newError)}
          sx={{ width: 420 }}
        />
        <Typography
          variant="body2"
          color={startError || endError ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
        >
          {message}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
