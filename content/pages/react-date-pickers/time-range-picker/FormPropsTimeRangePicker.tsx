import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function FormPropsTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <TimeRangePicker
          label="Maintenance window (locked)"
          defaultValue={[dayjs('2025-04-17T01:00'), dayjs('2025-04-17T03:00')]}
          disabled
          sx={{ width: 280 }}
        />
        <TimeRangePicker
          label="Support hours (read-only)"
          defaultValue={[dayjs('2025-04-17T08:00'), dayjs('2025-04-17T18:00')]}
          readOnly
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
