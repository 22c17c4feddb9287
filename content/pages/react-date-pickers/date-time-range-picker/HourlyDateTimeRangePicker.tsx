import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { renderDigitalClockTimeView } from '@mui/x-date-pickers-pro';

export default function HourlyDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DesktopDateTimeRangePicker
          label="Parking, by the hour"
          defaultValue={[dayjs('2025-04-17T08:00'), dayjs('2025-04-17T12:00')]}
          views={['day', 'hours']}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
          format="MM/DD h A"
          sx={{ width: 360 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
