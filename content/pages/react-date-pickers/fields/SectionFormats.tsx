import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const launch = dayjs('2025-10-06T14:05:30');

export default function SectionFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 300, maxWidth: 340 }}>
        {/* Three digit sections and two separators. */}
        <DateField label="MM/DD/YYYY" format="MM/DD/YYYY" defaultValue={launch} />
        {/* A letter section for the month: type its first letters. */}
        <DateField label="MMMM D, YYYY" format="MMMM D, YYYY" defaultValue={launch} />
        {/* A weekday section, in letters, before the date. */}
        <DateField label="ddd DD.MM.YYYY" format="ddd DD.MM.YYYY" defaultValue={launch} />
        {/* Hours, minutes, seconds and a meridiem. */}
        <DateTimeField
          label="YYYY-MM-DD hh:mm:ss A"
          format="YYYY-MM-DD hh:mm:ss A"
          defaultValue={launch}
        />
      </Stack>
    </LocalizationProvider>
  );
}
