import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TripDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-04'),
    dayjs('2025-07-11'),
  ]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DateRangePicker
          label="Stay"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          sx={{ width: 320 }}
        />
        <Typography variant="body2" color="text.secondary">
          {nights > 0 ? `${nights} nights selected` : 'Select a check-in and a check-out date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
