import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

const germanLocaleText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanTimePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={germanLocaleText}
    >
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        {/* Empty: the placeholders come from the German texts. */}
        <TimePicker label="Abfahrt" sx={{ width: 200 }} />
        {/* The German locale of Day.js uses 24-hour times. */}
        <TimePicker label="Ankunft" defaultValue={dayjs('2025-04-17T17:45')} sx={{ width: 200 }} />
      </Stack>
    </LocalizationProvider>
  );
}
