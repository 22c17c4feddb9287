import dayjs from 'dayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { CalendarIcon, ClockIcon } from '@mui/x-date-pickers/icons';

export default function DateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-06-02T09:30')}
        slotProps={{
          // Shown on every screen height, with other icons.
          tabs: { hidden: false, dateIcon: <CalendarIcon />, timeIcon: <ClockIcon /> },
        }}
        sx={{ height: 600 }}
      />
    </LocalizationProvider>
  );
}
