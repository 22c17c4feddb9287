import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';

// With Luxon, values are DateTime objects.
const childrensDay = DateTime.fromISO('2025-05-05');

export default function LuxonJapaneseLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="ja">
      <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateField label="こどもの日" defaultValue={childrensDay} sx={{ width: 220 }} />
        <DateCalendar aria-label="カレンダー" defaultValue={childrensDay} />
      </Stack>
    </LocalizationProvider>
  );
}
