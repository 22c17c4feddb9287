import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableDatePicker() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2025-04-30'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DatePicker
          label="Due date"
          value={dueDate}
          onChange={(newValue) => setDueDate(newValue)}
          slotProps={{
            field: { clearable: true, onClear: () => setClearCount((count) => count + 1) },
          }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {dueDate ? `Due ${dueDate.format('MMM D, YYYY')}` : 'No due date'} (cleared {clearCount}{' '}
          {clearCount === 1 ? 'time' : 'times'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
