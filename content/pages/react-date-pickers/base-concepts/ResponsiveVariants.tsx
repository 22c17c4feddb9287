import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const shipDate = dayjs('2025-04-17');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          alignContent: 'start',
          gap: 2,
          height: 200,
        }}
      >
        <DatePicker label="Responsive" defaultValue={shipDate} />
        <DesktopDatePicker label="Always a popover" defaultValue={shipDate} />
        <MobileDatePicker label="Always a dialog" defaultValue={shipDate} />
      </Box>
    </LocalizationProvider>
  );
}
