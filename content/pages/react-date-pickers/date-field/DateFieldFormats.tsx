import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const releaseDate = dayjs('2025-04-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 272 }}>
        <DateField label="ISO date" defaultValue={releaseDate} format="YYYY-MM-DD" />
        <DateField label="Long format" defaultValue={releaseDate} format="dddd, MMMM D, YYYY" />
        <DateField
          label="Spacious separators"
          defaultValue={releaseDate}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Leading zeros respected"
          defaultValue={releaseDate}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
