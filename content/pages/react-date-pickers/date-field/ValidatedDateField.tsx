import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Passports issued before 2015 have expired.',
  disableFuture: 'The issue date cannot be in the future.',
  invalidDate: 'This date does not exist.',
};

export default function ValidatedDateField() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DateField
          label="Passport issue date"
          defaultValue={dayjs('2014-09-30')}
          minDate={dayjs('2015-01-01')}
          disableFuture
          onError={(newError) => setError(newError)}
          helperText={error ? messages[error] : 'Printed on page 2'}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
