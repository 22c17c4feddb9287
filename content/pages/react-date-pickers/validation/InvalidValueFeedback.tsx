import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const conferenceStart = dayjs('2025-09-15');
const conferenceEnd = dayjs('2025-09-19');

export default function InvalidValueFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DatePicker
          label="Talk date (valid)"
          defaultValue={dayjs('2025-09-17')}
          minDate={conferenceStart}
          maxDate={conferenceEnd}
          sx={{ width: 260 }}
        />
        <DatePicker
          label="Talk date (invalid)"
          defaultValue={dayjs('2025-09-22')}
          minDate={conferenceStart}
          maxDate={conferenceEnd}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
