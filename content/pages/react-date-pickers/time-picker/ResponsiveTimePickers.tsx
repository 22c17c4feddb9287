import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const lunch = dayjs('2025-04-17T12:30');

export default function ResponsiveTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          alignContent: 'start',
          gap: 2,
          height: 200,
        }}
      >
        <TimePicker label="Responsive" defaultValue={lunch} />
        <DesktopTimePicker label="Always a popover" defaultValue={lunch} />
        <MobileTimePicker label="Always a dialog" defaultValue={lunch} />
      </Box>
    </LocalizationProvider>
  );
}
