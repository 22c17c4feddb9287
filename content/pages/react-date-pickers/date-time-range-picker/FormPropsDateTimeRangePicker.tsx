import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function FormPropsDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136 }}>
        <DateTimeRangePicker
          label="Outage (closed incident)"
          defaultValue={[dayjs('2025-04-03T22:10'), dayjs('2025-04-04T01:45')]}
          disabled
          sx={{ width: 420 }}
        />
        <DateTimeRangePicker
          label="Sale period (read-only)"
          defaultValue={[dayjs('2025-04-25T00:00'), dayjs('2025-04-28T23:59')]}
          readOnly
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
