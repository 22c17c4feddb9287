import dayjs from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ViewFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-11-27')}
        dayOfWeekFormatter={(day) => day.format('dd')}
        slotProps={{
          toolbar: { toolbarFormat: 'dddd, D MMMM' },
          calendarHeader: { format: 'MM/YYYY' },
          actionBar: { actions: [] },
        }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
