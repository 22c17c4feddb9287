import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const flight = dayjs('2025-04-17T06:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300, height: 200 }}>
        <DateTimeField label="Locale default" defaultValue={flight} />
        <DateTimeField label="ISO-like, 24 hours" defaultValue={flight} format="YYYY-MM-DD HH:mm" />
        <DateTimeField label="Short, 12 hours" defaultValue={flight} format="MMM D, h:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
