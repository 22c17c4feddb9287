import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const departure = dayjs('2025-06-20T18:45');

export default function ClockFormat() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimeField label="Locale default (en)" defaultValue={departure} sx={{ width: 200 }} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimeField label="Locale default (en-gb)" defaultValue={departure} sx={{ width: 200 }} />
        <TimeField label="Forced 12-hour" defaultValue={departure} ampm sx={{ width: 200 }} />
      </LocalizationProvider>
    </Stack>
  );
}
