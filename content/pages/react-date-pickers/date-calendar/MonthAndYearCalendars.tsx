import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 300, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2">Fiscal month</Typography>
          <MonthCalendar
            aria-label="Fiscal month"
            defaultValue={dayjs('2025-04-01')}
            monthsPerRow={4}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Model year</Typography>
          <YearCalendar
            aria-label="Model year"
            defaultValue={dayjs('2023-01-01')}
            minDate={dayjs('2000-01-01')}
            maxDate={dayjs('2026-12-31')}
            yearsOrder="desc"
            sx={{ maxHeight: 260 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
