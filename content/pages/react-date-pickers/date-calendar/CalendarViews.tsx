import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 370, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Billing month
          </Typography>
          <DateCalendar
            aria-label="Billing month"
            views={['year', 'month']}
            openTo="month"
            defaultValue={dayjs('2025-04-01')}
          />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Founding year
          </Typography>
          <DateCalendar
            aria-label="Founding year"
            views={['year']}
            openTo="year"
            defaultValue={dayjs('1998-01-01')}
            maxDate={dayjs('2025-12-31')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
