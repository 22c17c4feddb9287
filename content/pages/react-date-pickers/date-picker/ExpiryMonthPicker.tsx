import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ExpiryMonthPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 128 }}>
        <DatePicker
          label="Card expiry"
          views={['year', 'month']}
          openTo="month"
          format="MM/YY"
          defaultValue={dayjs('2027-09-01')}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2035-12-31')}
          sx={{ width: 200 }}
        />
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          format="DD MMM YYYY"
          defaultValue={dayjs('1990-06-15')}
          disableFuture
          sx={{ width: 220 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
