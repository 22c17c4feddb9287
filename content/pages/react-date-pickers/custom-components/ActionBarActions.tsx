import dayjs from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-02-14')}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        sx={{ height: 500 }}
      />
    </LocalizationProvider>
  );
}
