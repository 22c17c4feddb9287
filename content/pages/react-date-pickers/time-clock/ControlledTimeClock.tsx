import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function ControlledTimeClock() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2025-04-17T10:25'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 380 }}>
        <TimeClock
          aria-label="Reminder time"
          value={reminder}
          onChange={(newValue) => setReminder(newValue)}
          view={view}
          onViewChange={(newView) => setView(newView)}
          showViewSwitcher
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Reminder at {reminder?.format('h:mm A') ?? 'no time'}; editing the {view}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
