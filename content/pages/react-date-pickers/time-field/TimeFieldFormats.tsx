import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const sunset = dayjs('2025-04-17T19:52:08');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 240, height: 272 }}>
        <TimeField label="Locale default" defaultValue={sunset} />
        <TimeField label="24-hour with seconds" defaultValue={sunset} format="HH:mm:ss" />
        <TimeField label="12-hour, lowercase" defaultValue={sunset} format="h:mm a" />
        <TimeField
          label="Spacious"
          defaultValue={sunset}
          format="HH:mm:ss"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
