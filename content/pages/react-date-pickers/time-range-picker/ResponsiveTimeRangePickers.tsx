import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const lunchBreak: DateRange<Dayjs> = [dayjs('2025-04-17T12:00'), dayjs('2025-04-17T13:00')];

export default function ResponsiveTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DesktopTimeRangePicker
          label="Lunch (popover)"
          defaultValue={lunchBreak}
          sx={{ width: 280 }}
        />
        <MobileTimeRangePicker
          label="Lunch (dialog)"
          defaultValue={lunchBreak}
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
