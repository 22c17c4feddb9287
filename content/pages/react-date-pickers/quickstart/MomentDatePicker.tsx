import moment from 'moment';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MomentDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Box sx={{ height: 80 }}>
        <DatePicker label="Start date" defaultValue={moment('2025-04-17')} />
      </Box>
    </LocalizationProvider>
  );
}
