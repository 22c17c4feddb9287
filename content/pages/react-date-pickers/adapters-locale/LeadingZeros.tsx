import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

const value = dayjs('2025-03-07');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateField
          label="M/D/YYYY, padded"
          defaultValue={value}
          format="M/D/YYYY"
          sx={{ width: 240 }}
        />
        <DateField
          label="M/D/YYYY, as written"
          defaultValue={value}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
