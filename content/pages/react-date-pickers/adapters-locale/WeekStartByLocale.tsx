import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const value = dayjs('2025-09-10');

export default function WeekStartByLocale() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 340, flexWrap: 'wrap' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <DateCalendar aria-label="US English calendar" defaultValue={value} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DateCalendar aria-label="British English calendar" defaultValue={value} />
      </LocalizationProvider>
    </Stack>
  );
}
