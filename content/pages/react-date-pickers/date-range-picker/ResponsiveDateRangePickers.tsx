import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const sprint: DateRange<Dayjs> = [dayjs('2025-04-14'), dayjs('2025-04-25')];

export default function ResponsiveDateRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DesktopDateRangePicker
          label="Sprint (popover)"
          defaultValue={sprint}
          sx={{ width: 300 }}
        />
        <MobileDateRangePicker label="Sprint (dialog)" defaultValue={sprint} sx={{ width: 300 }} />
      </Stack>
    </LocalizationProvider>
  );
}
