import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ControlledDateTimePicker() {
  const [publishAt, setPublishAt] = React.useState<Dayjs | null>(dayjs('2025-04-17T09:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DateTimePicker
          label="Publish the article at"
          value={publishAt}
          onChange={(newValue) => setPublishAt(newValue)}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" color="text.secondary">
          {publishAt?.isValid()
            ? `Scheduled: ${publishAt.format('YYYY-MM-DDTHH:mm')}`
            : 'Not scheduled'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
