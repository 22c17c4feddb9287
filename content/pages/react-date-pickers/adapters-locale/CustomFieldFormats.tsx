import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const launch = dayjs('2025-09-04');

export default function CustomFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DatePicker
          label="ISO 8601"
          defaultValue={launch}
          format="YYYY-MM-DD"
          sx={{ width: 220 }}
        />
        <DatePicker
          label="Short month"
          defaultValue={launch}
          format="DD MMM YYYY"
          sx={{ width: 220 }}
        />
        <DatePicker
          label="With weekday"
          defaultValue={launch}
          format="ddd, MMMM D, YYYY"
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
