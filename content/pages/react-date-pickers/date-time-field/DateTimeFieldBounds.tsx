import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Registration opens on May 2 at 9:00 and closes on May 9 at 18:00.
const opens = dayjs('2025-05-02T09:00');
const closes = dayjs('2025-05-09T18:00');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Registration has not opened yet.',
  minTime: 'Registration opens at 9:00 on May 2.',
  maxDate: 'Registration has closed.',
  maxTime: 'Registration closes at 18:00 on May 9.',
  invalidDate: 'Enter a full date and time.',
};

export default function DateTimeFieldBounds() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Registered at"
        defaultValue={dayjs('2025-05-02T08:45')}
        ampm={false}
        minDateTime={opens}
        maxDateTime={closes}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error ? (messages[error] ?? error) : 'From May 2, 9:00 to May 9, 18:00',
          },
        }}
        sx={{ width: 320, height: 100 }}
      />
    </LocalizationProvider>
  );
}
