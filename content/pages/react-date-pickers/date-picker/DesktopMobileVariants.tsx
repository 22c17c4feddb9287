import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const checkIn = dayjs('2025-09-12');

export default function DesktopMobileVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        {/* A popover that closes on the first click on a day. */}
        <DesktopDatePicker label="Check-in (desktop)" defaultValue={checkIn} sx={{ width: 240 }} />
        {/* A dialog that waits for OK. */}
        <MobileDatePicker label="Check-in (mobile)" defaultValue={checkIn} sx={{ width: 240 }} />
      </Stack>
    </LocalizationProvider>
  );
}
