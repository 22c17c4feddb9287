import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

export default function MultiInputRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          defaultValue={[dayjs('2025-09-08'), dayjs('2025-09-12')]}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
