import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ControlledTimePicker() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-04-17T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <TimePicker
          label="Wake-up alarm"
          value={alarm}
          onChange={(newValue) => setAlarm(newValue)}
          sx={{ width: 220 }}
        />
        <Typography variant="body2" color="text.secondary">
          {alarm?.isValid()
            ? `The alarm rings at ${alarm.format('HH:mm')} (24-hour clock).`
            : 'No alarm set.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
