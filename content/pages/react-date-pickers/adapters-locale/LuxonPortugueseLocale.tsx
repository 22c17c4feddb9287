import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';

// With Luxon, values are DateTime objects.
const tiradentes = DateTime.fromISO('2025-04-21');

export default function LuxonPortugueseLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="pt-BR">
      <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateField label="Tiradentes" defaultValue={tiradentes} sx={{ width: 220 }} />
        <DateCalendar aria-label="Calendário" defaultValue={tiradentes} />
      </Stack>
    </LocalizationProvider>
  );
}
