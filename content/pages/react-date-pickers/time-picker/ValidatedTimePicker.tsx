import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The kitchen is closed from 14:00 to 16:59 between lunch and dinner.
function isBreakHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() >= 14 && value.hour() < 17;
}

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'We open at 11:30 AM.',
  maxTime: 'Last orders at 9:30 PM.',
  'shouldDisableTime-hours': 'The kitchen is closed from 2 PM to 5 PM.',
  minutesStep: 'Pick a quarter hour.',
};

export default function ValidatedTimePicker() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <TimePicker
          label="Table for 4 at"
          defaultValue={dayjs('2025-04-17T15:00')}
          minTime={dayjs('2025-04-17T11:30')}
          maxTime={dayjs('2025-04-17T21:30')}
          shouldDisableTime={isBreakHour}
          minutesStep={15}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'Lunch or dinner, every quarter hour',
            },
          }}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
