import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledDateTimeRangePicker() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T09:00'),
    dayjs('2025-04-19T18:00'),
  ]);
  const [pickUp, dropOff] = rental;
  const hours = pickUp?.isValid() && dropOff?.isValid() ? dropOff.diff(pickUp, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DateTimeRangePicker
          label="Van rental"
          value={rental}
          onChange={(newValue) => setRental(newValue)}
          sx={{ width: 420 }}
        />
        <Typography variant="body2" color="text.secondary">
          {hours != null && hours > 0
            ? `${hours} hours, billed as ${Math.ceil(hours / 24)} days`
            : 'Pick a pick-up and a drop-off time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
