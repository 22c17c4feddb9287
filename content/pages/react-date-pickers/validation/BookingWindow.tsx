import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Tickets for the 2025 summer season only.
const seasonOpens = dayjs('2025-06-01');
const seasonCloses = dayjs('2025-08-31');

export default function BookingWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Ferry crossing"
        defaultValue={dayjs('2025-07-12')}
        minDate={seasonOpens}
        maxDate={seasonCloses}
        slotProps={{ textField: { helperText: 'June 1 to August 31, 2025' } }}
        sx={{ width: 300, height: 80 }}
      />
    </LocalizationProvider>
  );
}
