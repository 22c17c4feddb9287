import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TypedValuePicker() {
  // With AdapterDayjs, the value is a Dayjs object, or null when the field is empty.
  const [startDate, setStartDate] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DatePicker
          label="Start date"
          value={startDate}
          onChange={(newValue) => setStartDate(newValue)}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {startDate?.isValid()
            ? `Sent to the server as ${startDate.format('YYYY-MM-DD')}`
            : 'Nothing to send yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
