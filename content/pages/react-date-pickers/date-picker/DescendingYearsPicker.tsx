import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DescendingYearsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Graduation year"
          views={['year']}
          openTo="year"
          yearsOrder="desc"
          yearsPerRow={3}
          defaultValue={dayjs('2018-01-01')}
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2025-12-31')}
          sx={{ width: 220 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
