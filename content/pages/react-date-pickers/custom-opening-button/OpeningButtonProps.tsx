import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2026-01-31')}
        slotProps={{
          openPickerButton: { color: 'secondary', size: 'small', title: 'Open the calendar' },
          openPickerIcon: { fontSize: 'small' },
        }}
        sx={{ width: 260, height: 80 }}
      />
    </LocalizationProvider>
  );
}
