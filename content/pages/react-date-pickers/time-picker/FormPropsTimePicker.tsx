import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function FormPropsTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 136 }}>
        <TimePicker
          label="Store opens (locked)"
          defaultValue={dayjs('2025-04-17T09:00')}
          disabled
        />
        <TimePicker
          label="Last delivery (read-only)"
          defaultValue={dayjs('2025-04-17T16:30')}
          readOnly
        />
      </Stack>
    </LocalizationProvider>
  );
}
