import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function LastValidValue() {
  // The form state only ever holds a complete date that passes validation.
  const [dueDate, setDueDate] = React.useState<Dayjs>(dayjs('2025-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 110, maxWidth: 320 }}>
        <DateField
          label="Due date"
          defaultValue={dueDate}
          minDate={dayjs('2025-01-01')}
          onChange={(value, context) => {
            if (value !== null && context.validationError === null) {
              setDueDate(value);
            }
          }}
        />
        <Typography variant="body2">Saved due date: {dueDate.format('MMMM D, YYYY')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
