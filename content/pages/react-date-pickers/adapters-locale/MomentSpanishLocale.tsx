import moment from 'moment';
import 'moment/locale/es';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';

// With Moment, values are Moment objects.
const hispanicDay = moment('2025-10-12');

export default function MomentSpanishLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateField label="Fiesta nacional" defaultValue={hispanicDay} sx={{ width: 220 }} />
        <DateCalendar aria-label="Calendario" defaultValue={hispanicDay} />
      </Stack>
    </LocalizationProvider>
  );
}
