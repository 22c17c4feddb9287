import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DateFnsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ height: 80 }}>
        {/* A native Date: month 3 is April. */}
        <DatePicker label="Start date" defaultValue={new Date(2025, 3, 17)} />
      </Box>
    </LocalizationProvider>
  );
}
