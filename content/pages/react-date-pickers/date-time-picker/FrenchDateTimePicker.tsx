import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchDateTimePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchLocaleText}
    >
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateTimePicker label="Début du rendez-vous" sx={{ width: 260 }} />
        <DateTimePicker
          label="Fin du rendez-vous"
          defaultValue={dayjs('2025-03-14T16:30')}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
