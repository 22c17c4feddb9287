import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function ControlledDigitalClock() {
  const [callTime, setCallTime] = React.useState<Dayjs | null>(dayjs('2025-04-17T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 280 }}>
        <DigitalClock
          aria-label="Call time"
          value={callTime}
          onChange={(newValue) => setCallTime(newValue)}
          sx={{ width: 140, maxHeight: 280, border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2" color="text.secondary">
          Support call booked at {callTime?.format('h:mm A') ?? 'no time yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
