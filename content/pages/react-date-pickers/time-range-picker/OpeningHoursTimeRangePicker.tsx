import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function OpeningHoursTimeRangePicker() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const invalidRange = error[0] === 'invalidRange';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Opens at', end: 'Closes at' }}
          defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T19:00')]}
          timeSteps={{ minutes: 15 }}
          minutesStep={15}
          onError={(newError) => setError(newError)}
        />
        <Typography
          variant="body2"
          color={invalidRange ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
        >
          {invalidRange ? 'The shop closes before it opens.' : 'Quarter hours only'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
