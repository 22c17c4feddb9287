import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledRangeCalendar() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17'),
    dayjs('2025-04-21'),
  ]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 390, overflowX: 'auto' }}>
        <DateRangeCalendar value={rental} onChange={(newValue) => setRental(newValue)} />
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          {pickUp && dropOff
            ? `Car rental: ${pickUp.format('MMM D')} to ${dropOff.format('MMM D')}, ${dropOff.diff(pickUp, 'day')} days`
            : 'Click the pick-up day, then the drop-off day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
