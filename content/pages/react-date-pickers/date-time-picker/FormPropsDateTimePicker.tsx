import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FormPropsDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DateTimePicker
          label="Created (locked)"
          defaultValue={dayjs('2025-04-02T08:14')}
          disabled
          sx={{ width: 280 }}
        />
        <DateTimePicker
          label="Last login (read-only)"
          defaultValue={dayjs('2025-04-17T07:52')}
          readOnly
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
