import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { esES } from '@mui/x-date-pickers-pro/locales';

const spanishLocaleText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function SpanishDateRangePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={spanishLocaleText}
    >
      <Box sx={{ height: 80 }}>
        {/* The two fields take their labels from the start and end texts of the locale. */}
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          defaultValue={[dayjs('2025-07-07'), dayjs('2025-07-18')]}
          format="D MMM YYYY"
        />
      </Box>
    </LocalizationProvider>
  );
}
