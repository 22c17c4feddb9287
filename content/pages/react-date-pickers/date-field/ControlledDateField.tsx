import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1992-07-23'));

  let message = 'Type a date, or clear the field.';
  if (birthDate?.isValid()) {
    message = `Age on April 17, 2025: ${dayjs('2025-04-17').diff(birthDate, 'year')}`;
  } else if (birthDate) {
    message = 'This date does not exist.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DateField
          label="Date of birth"
          value={birthDate}
          onChange={(newValue) => setBirthDate(newValue)}
          clearable
          sx={{ width: 240 }}
        />
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
