import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

export default function StaticRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400, overflowX: 'auto' }}>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          defaultValue={[dayjs('2025-04-22'), dayjs('2025-05-06')]}
          calendars={2}
          slotProps={{ actionBar: { actions: ['clear'] } }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
