import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The end date comes before the start date.';
  }
  if (startError === 'minDate') {
    return 'The course starts on September 1, 2025 at the earliest.';
  }
  if (endError === 'maxDate') {
    return 'The course ends on June 30, 2026 at the latest.';
  }
  return 'Enter dates within the school year.';
}

export default function ValidatedRangeField() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <SingleInputDateRangeField
          label="Course dates"
          defaultValue={[dayjs('2026-03-16'), dayjs('2026-03-02')]}
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2026-06-30')}
          onError={(newError) => setError(newError)}
          helperText={describe(error)}
          sx={{ width: 340 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
