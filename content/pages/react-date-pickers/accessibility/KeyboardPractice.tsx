import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function KeyboardPractice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateField
          label="Passport expiry"
          defaultValue={dayjs('2031-07-12')}
          helperText="Use the arrow keys to change a section"
          sx={{ width: 260 }}
        />
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2025-07-12')}
          slotProps={{ textField: { helperText: 'Tab to the button, then press Enter' } }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
