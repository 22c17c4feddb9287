import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

// One header per month shown: the first one moves back, the last one moves forward.
function RangeHeader(props: PickersRangeCalendarHeaderProps) {
  const { calendars, month, monthIndex, currentMonth, onMonthChange } = props;
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;
  const step = (amount: number, unit: 'month' | 'year') =>
    onMonthChange(currentMonth.add(amount, unit));

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Box sx={{ width: 80 }}>
        {isFirst && (
          <Stack direction="row">
            <IconButton aria-label="Previous year" onClick={() => step(-1, 'year')}>
              «
            </IconButton>
            <IconButton aria-label="Previous month" onClick={() => step(-1, 'month')}>
              ‹
            </IconButton>
          </Stack>
        )}
      </Box>
      <Typography variant="subtitle1">{month.format('MMMM YYYY')}</Typography>
      <Box sx={{ width: 80 }}>
        {isLast && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label="Next month" onClick={() => step(1, 'month')}>
              ›
            </IconButton>
            <IconButton aria-label="Next year" onClick={() => step(1, 'year')}>
              »
            </IconButton>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

export default function RangeYearStepHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, overflowX: 'auto' }}>
        <DateRangeCalendar
          aria-label="Contract period"
          defaultValue={[dayjs('2025-01-15'), dayjs('2025-02-14')]}
          slots={{ calendarHeader: RangeHeader }}
        />
      </Box>
    </LocalizationProvider>
  );
}
