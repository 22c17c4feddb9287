import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function YearAndMonthHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange } = props;
  const step = (amount: number, unit: 'month' | 'year') =>
    onMonthChange(currentMonth.add(amount, unit));

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => step(-1, 'year')}>
          «
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => step(-1, 'month')}>
          ‹
        </IconButton>
      </Stack>
      <Typography variant="subtitle1">{currentMonth.format('MMMM YYYY')}</Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => step(1, 'month')}>
          ›
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => step(1, 'year')}>
          »
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function YearStepHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        aria-label="Contract start"
        defaultValue={dayjs('2025-01-15')}
        slots={{ calendarHeader: YearAndMonthHeader }}
        sx={{ height: 340 }}
      />
    </LocalizationProvider>
  );
}
