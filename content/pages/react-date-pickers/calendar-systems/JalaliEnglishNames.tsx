import { enUS } from 'date-fns-jalali/locale/en-US';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';

// Yalda night: 30 Azar 1404, 21 December 2025 in the Gregorian calendar.
const yalda = new Date(2025, 11, 21);

export default function JalaliEnglishNames() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={enUS}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Event date"
          defaultValue={yalda}
          format="d MMMM yyyy"
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
