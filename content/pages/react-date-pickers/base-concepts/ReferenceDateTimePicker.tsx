import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ReferenceDateTimePicker() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <TimePicker
          label="Pickup time on April 17"
          value={pickup}
          onChange={(newValue) => setPickup(newValue)}
          referenceDate={dayjs('2025-04-17T08:00')}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {pickup?.isValid()
            ? `Stored value: ${pickup.format('YYYY-MM-DD HH:mm')}`
            : 'Stored value: null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
