import * as React from 'react';
import moment, { type Moment } from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentTimezones() {
  // A UTC value, shown in two other zones by the pickers' timezone prop.
  const [value, setValue] = React.useState<Moment | null>(moment.utc('2025-06-15T00:00'));

  return (
    // dateLibInstance hands the adapter the moment build that knows the zones.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2} sx={{ height: 180, maxWidth: 360 }}>
        <DateTimePicker
          label="Release in Paris"
          value={value}
          onChange={setValue}
          timezone="Europe/Paris"
        />
        <DateTimePicker
          label="Release in Los Angeles"
          value={value}
          onChange={setValue}
          timezone="America/Los_Angeles"
        />
        <Typography variant="body2" role="status">
          Stored: {value?.isValid() ? value.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
