import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstSlot = dayjs('2025-04-01');
const lastSlot = dayjs('2025-06-30');

function isWeekend(date: Dayjs) {
  const day = date.day();
  return day === 0 || day === 6;
}

const errorMessages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Appointments open on April 1, 2025.',
  maxDate: 'Appointments close on June 30, 2025.',
  shouldDisableDate: 'The clinic is closed on weekends.',
  invalidDate: 'Enter a full date as MM/DD/YYYY.',
};

export default function AppointmentDatePicker() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Appointment"
          defaultValue={dayjs('2025-04-19')}
          minDate={firstSlot}
          maxDate={lastSlot}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: error
                ? (errorMessages[error] ?? 'This date is not available.')
                : 'Weekdays from April 1 to June 30, 2025',
            },
          }}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
