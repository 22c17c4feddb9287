import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DateTimePicker
          label="Court booking (whole hours)"
          views={['day', 'hours']}
          format="ddd, MMM D, h A"
          defaultValue={dayjs('2025-04-17T18:00')}
          sx={{ width: 280 }}
        />
        <DateTimePicker
          label="Log entry (to the second)"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="hours"
          ampm={false}
          defaultValue={dayjs('2025-04-17T13:07:55')}
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
