import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickersGallery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
          gap: 2,
          alignContent: 'start',
          height: 200,
        }}
      >
        <DatePicker label="Departure date" defaultValue={dayjs('2025-04-17')} />
        <TimePicker label="Boarding time" defaultValue={dayjs('2025-04-17T08:45')} />
        <DateTimePicker label="Arrival" defaultValue={dayjs('2025-04-17T13:20')} />
      </Box>
    </LocalizationProvider>
  );
}
