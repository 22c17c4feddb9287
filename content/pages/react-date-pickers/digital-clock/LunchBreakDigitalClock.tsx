import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// No appointments from noon to 1:30 PM.
const duringLunch = (time: Dayjs) => {
  const minutes = time.hour() * 60 + time.minute();
  return minutes >= 12 * 60 && minutes < 13 * 60 + 30;
};

export default function LunchBreakDigitalClock() {
  const [skipDisabled, setSkipDisabled] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 320, alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={skipDisabled}
              onChange={(event) => setSkipDisabled(event.target.checked)}
            />
          }
          label="Leave out the unavailable times"
        />
        <DigitalClock
          aria-label="Appointment time"
          defaultValue={dayjs('2025-04-17T11:00')}
          minTime={dayjs('2025-04-17T09:00')}
          maxTime={dayjs('2025-04-17T17:00')}
          timeStep={30}
          shouldDisableTime={duringLunch}
          skipDisabled={skipDisabled}
          sx={{ width: 200, maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
