import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

export default function TwoInputsDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          defaultValue={[dayjs('2025-08-12'), dayjs('2025-08-19')]}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-09-30')}
          currentMonthCalendarPosition={2}
        />
      </Box>
    </LocalizationProvider>
  );
}
