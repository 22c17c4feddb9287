import dayjs from 'dayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Orders placed now ship from Monday 2 p.m. to Friday noon.
const earliest = dayjs('2025-10-06T14:00');
const latest = dayjs('2025-10-10T12:00');

export default function DeliverySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Delivery"
        defaultValue={dayjs('2025-10-06T16:30')}
        minDateTime={earliest}
        maxDateTime={latest}
        slotProps={{ textField: { helperText: 'Oct 6, 2:00 PM to Oct 10, 12:00 PM' } }}
        sx={{ width: 300, height: 80 }}
      />
    </LocalizationProvider>
  );
}
