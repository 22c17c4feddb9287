import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function DayjsGermanLocale() {
  const value = dayjs('2025-10-03');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateField label="Feiertag" defaultValue={value} sx={{ width: 220 }} />
        <DateCalendar aria-label="Kalender" defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
