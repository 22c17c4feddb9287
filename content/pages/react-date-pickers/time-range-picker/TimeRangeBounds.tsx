import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The meeting room is cleaned from 12:00 to 12:59.
const cleaning = (time: Dayjs, view: string) => view === 'hours' && time.hour() === 12;

export default function TimeRangeBounds() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <TimeRangePicker
          label="Room booking"
          ampm={false}
          defaultValue={[dayjs('2025-04-17T10:00'), dayjs('2025-04-17T12:30')]}
          minTime={dayjs('2025-04-17T08:00')}
          maxTime={dayjs('2025-04-17T18:00')}
          shouldDisableTime={cleaning}
          onError={(newError) => setError(newError)}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" color={reason ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
          {reason
            ? `Not available (${reason})`
            : 'From 8:00 to 18:00, not during the 12:00 cleaning'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
