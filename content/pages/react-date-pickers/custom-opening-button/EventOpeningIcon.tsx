import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeIcon, TimeIcon } from '@mui/x-date-pickers/icons';

export default function EventOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DatePicker
          label="Conference day"
          defaultValue={dayjs('2025-10-21')}
          slots={{ openPickerIcon: DateRangeIcon }}
          sx={{ width: 240 }}
        />
        <TimePicker
          label="Keynote"
          defaultValue={dayjs('2025-10-21T09:30')}
          slots={{ openPickerIcon: TimeIcon }}
          sx={{ width: 200 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
