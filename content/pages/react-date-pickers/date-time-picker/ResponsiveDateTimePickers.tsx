import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const webinar = dayjs('2025-04-17T16:00');

export default function ResponsiveDateTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          alignContent: 'start',
          gap: 2,
          height: 200,
        }}
      >
        <DateTimePicker label="Responsive" defaultValue={webinar} />
        <DesktopDateTimePicker label="Always a popover" defaultValue={webinar} />
        <MobileDateTimePicker label="Always a dialog" defaultValue={webinar} />
      </Box>
    </LocalizationProvider>
  );
}
