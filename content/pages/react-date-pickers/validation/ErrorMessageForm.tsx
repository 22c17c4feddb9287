import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('2025-10-06T08:00');

function describe(error: DateTimeValidationError): string {
  switch (error) {
    case 'invalidDate':
      return 'Fill in the date and the time.';
    case 'minDate':
    case 'minTime':
      return 'The venue opens on October 6 at 8:00 AM.';
    case 'minutesStep':
      return 'Pick a time on the half hour.';
    default:
      return '';
  }
}

export default function ErrorMessageForm() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-06T09:10'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Rehearsal"
          value={value}
          onChange={setValue}
          minDateTime={earliest}
          minutesStep={30}
          onError={setError}
          slotProps={{ textField: { helperText: describe(error) } }}
          sx={{ width: 300 }}
        />
        <Button variant="contained" disabled={error !== null || value === null} sx={{ mt: 1 }}>
          Book
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
