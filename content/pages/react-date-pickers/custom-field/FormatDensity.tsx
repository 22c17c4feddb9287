import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const signedOn = dayjs('2025-06-12');

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateField label="Dense (default)" defaultValue={signedOn} formatDensity="dense" />
        <DateField label="Spacious" defaultValue={signedOn} formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
