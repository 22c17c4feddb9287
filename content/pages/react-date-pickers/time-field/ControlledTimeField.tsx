import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const shiftStart = dayjs('2025-04-17T08:00');

export default function ControlledTimeField() {
  const [shiftEnd, setShiftEnd] = React.useState<Dayjs | null>(dayjs('2025-04-17T16:30'));
  const minutes = shiftEnd?.isValid() ? shiftEnd.diff(shiftStart, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <TimeField
          label="Shift ends at"
          value={shiftEnd}
          onChange={(newValue) => setShiftEnd(newValue)}
          minTime={shiftStart}
          clearable
          sx={{ width: 220 }}
        />
        <Typography variant="body2" color="text.secondary">
          {minutes != null && minutes > 0
            ? `Shift length from 8:00 AM: ${Math.floor(minutes / 60)} h ${minutes % 60} min`
            : 'Enter a time after 8:00 AM.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
