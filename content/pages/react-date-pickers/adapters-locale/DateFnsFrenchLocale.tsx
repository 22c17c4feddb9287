import { fr } from 'date-fns/locale/fr';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';

// With date-fns, values are native Date objects (months count from 0).
const bastilleDay = new Date(2025, 6, 14);

export default function DateFnsFrenchLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateField label="Fête nationale" defaultValue={bastilleDay} sx={{ width: 220 }} />
        <DateCalendar aria-label="Calendrier" defaultValue={bastilleDay} />
      </Stack>
    </LocalizationProvider>
  );
}
