import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Bids open on April 14 at 9:00 and close on April 18 at 17:30.
const opensAt = dayjs('2025-04-14T09:00');
const closesAt = dayjs('2025-04-18T17:30');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Bidding opens on April 14.',
  minTime: 'Bidding opens at 9:00 AM on April 14.',
  maxDate: 'Bidding closes on April 18.',
  maxTime: 'Bidding closes at 5:30 PM on April 18.',
  invalidDate: 'Enter a full date and time.',
};

export default function DateTimeValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DateTimePicker
          label="Bid deadline"
          defaultValue={dayjs('2025-04-18T18:00')}
          minDateTime={opensAt}
          maxDateTime={closesAt}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: error
                ? (messages[error] ?? 'Outside the bidding window.')
                : 'April 14, 9:00 AM to April 18, 5:30 PM',
            },
          }}
          sx={{ width: 320 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
