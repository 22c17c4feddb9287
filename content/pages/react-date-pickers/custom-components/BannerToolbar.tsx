import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';

function FlightBanner({ className }: DatePickerToolbarProps) {
  const { value } = usePickerContext();
  return (
    <Box
      className={className}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 3, py: 2 }}
    >
      <Typography variant="overline">Outbound flight · LIS → JFK</Typography>
      <Typography variant="h5">
        {value?.isValid() ? value.format('dddd, MMMM D') : 'Choose a date'}
      </Typography>
    </Box>
  );
}

export default function BannerToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-07-22')}
        slots={{ toolbar: FlightBanner }}
        slotProps={{ actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
