import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'Deliveries start at 7:00.',
  maxTime: 'The last delivery leaves at 19:00.',
  minutesStep: 'Pick a quarter hour.',
  invalidDate: 'This is not a time.',
};

export default function TimeFieldRules() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Delivery time"
        defaultValue={dayjs('2025-04-17T20:10')}
        ampm={false}
        minTime={dayjs('2025-04-17T07:00')}
        maxTime={dayjs('2025-04-17T19:00')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error
              ? (messages[error] ?? error)
              : 'Between 7:00 and 19:00, by the quarter hour',
          },
        }}
        sx={{ width: 300, height: 100 }}
      />
    </LocalizationProvider>
  );
}
