import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ControlledDateCalendar() {
  const [tableDate, setTableDate] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 370 }}>
        <DateCalendar
          aria-label="Reservation day"
          value={tableDate}
          onChange={(newValue) => setTableDate(newValue)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          Table booked for {tableDate?.format('dddd, MMMM D') ?? 'no day yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
