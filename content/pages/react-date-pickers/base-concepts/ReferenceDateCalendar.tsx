import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReferenceDateCalendar() {
  const [launchDay, setLaunchDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 370 }}>
        <DateCalendar
          aria-label="Launch day"
          value={launchDay}
          onChange={(newValue) => setLaunchDay(newValue)}
          referenceDate={dayjs('2025-09-01')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {launchDay ? `Launch on ${launchDay.format('MMMM D, YYYY')}` : 'No day selected yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
