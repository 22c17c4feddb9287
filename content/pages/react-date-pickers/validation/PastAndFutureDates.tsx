import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function PastAndFutureDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1990-06-15')}
          disableFuture
          openTo="year"
          sx={{ width: 260 }}
        />
        <DatePicker label="Next check-up" disablePast sx={{ width: 260 }} />
      </Stack>
    </LocalizationProvider>
  );
}
