import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LuxonDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Box sx={{ height: 80 }}>
        <DatePicker label="Start date" defaultValue={DateTime.fromISO('2025-04-17')} />
      </Box>
    </LocalizationProvider>
  );
}
