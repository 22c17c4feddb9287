import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function FormPropsDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DateRangePicker
          label="Billing period (closed)"
          defaultValue={[dayjs('2025-03-01'), dayjs('2025-03-31')]}
          disabled
          sx={{ width: 300 }}
        />
        <DateRangePicker
          label="Contract term (read-only)"
          defaultValue={[dayjs('2025-01-01'), dayjs('2026-12-31')]}
          readOnly
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
