import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const sprint: DateRange<Dayjs> = [dayjs('2025-04-07'), dayjs('2025-04-18')];

export default function FormPropsRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 370, overflowX: 'auto' }}>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Disabled
          </Typography>
          <DateRangeCalendar calendars={1} defaultValue={sprint} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ px: 3 }}>
            Read-only
          </Typography>
          <DateRangeCalendar calendars={1} defaultValue={sprint} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
