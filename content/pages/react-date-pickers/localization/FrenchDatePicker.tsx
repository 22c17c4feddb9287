import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchDatePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchLocaleText}
    >
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Date de livraison"
          defaultValue={dayjs('2025-04-17')}
          slotProps={{
            textField: { helperText: 'Format : JJ/MM/AAAA' },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
