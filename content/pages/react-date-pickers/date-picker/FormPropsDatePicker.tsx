import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormPropsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DatePicker label="Order date (locked)" defaultValue={dayjs('2025-04-17')} disabled />
        <DatePicker label="Signed on (read-only)" defaultValue={dayjs('2025-04-02')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
