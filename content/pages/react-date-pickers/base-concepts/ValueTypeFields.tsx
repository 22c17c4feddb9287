import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const kickoff = dayjs('2025-04-17T09:30');

export default function ValueTypeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 200 }}>
        <DateField label="Date" defaultValue={kickoff} />
        <TimeField label="Time" defaultValue={kickoff} />
        <DateTimeField label="Date and time" defaultValue={kickoff} />
      </Stack>
    </LocalizationProvider>
  );
}
