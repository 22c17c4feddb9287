import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';

// Works with any adapter: it formats and computes through the adapter API.
function WeekToolbar({ className }: DatePickerToolbarProps) {
  const adapter = usePickerAdapter();
  const { value } = usePickerContext();
  const valid = value !== null && adapter.isValid(value);

  return (
    <Box className={className} sx={{ px: 3, py: 2 }}>
      <Typography variant="overline">Sprint planning</Typography>
      <Typography variant="h6" component="p">
        {valid
          ? `Week ${adapter.getWeekNumber(value)}, starting ${adapter.format(adapter.startOfWeek(value), 'normalDate')}`
          : 'No week selected'}
      </Typography>
    </Box>
  );
}

export default function AdapterWeekToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-10-16')}
        displayWeekNumber
        slots={{ toolbar: WeekToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
