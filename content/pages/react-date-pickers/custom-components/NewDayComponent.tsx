import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2 } from '@mui/x-date-pickers/PickerDay2';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function NewDayComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateCalendar
          aria-label="With PickerDay2"
          defaultValue={dayjs('2025-05-21')}
          slots={{ day: PickerDay2 }}
        />
        <DateCalendar
          aria-label="With PickerDay2, square days"
          defaultValue={dayjs('2025-05-21')}
          slots={{ day: PickerDay2 }}
          sx={{ '& .MuiPickerDay2-root': { borderRadius: 1 } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
