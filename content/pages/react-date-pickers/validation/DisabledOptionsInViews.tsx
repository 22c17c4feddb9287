import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function DisabledOptionsInViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 340, alignItems: 'flex-start' }}>
        <DateCalendar
          aria-label="Delivery day"
          defaultValue={dayjs('2025-09-17')}
          minDate={dayjs('2025-09-15')}
          maxDate={dayjs('2025-09-26')}
        />
        <DigitalClock
          aria-label="Delivery time"
          defaultValue={dayjs('2025-09-17T10:00')}
          minTime={dayjs('2025-09-17T08:00')}
          maxTime={dayjs('2025-09-17T18:00')}
          timeStep={60}
          sx={{ maxHeight: 320, width: 140 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
