import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const conference: DateRange<Dayjs> = [dayjs('2025-04-22T09:00'), dayjs('2025-04-24T17:00')];

export default function ResponsiveDateTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136 }}>
        <DesktopDateTimeRangePicker
          label="Conference (popover)"
          defaultValue={conference}
          sx={{ width: 420 }}
        />
        <MobileDateTimeRangePicker
          label="Conference (dialog)"
          defaultValue={conference}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
