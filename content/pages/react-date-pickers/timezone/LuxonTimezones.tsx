import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonTimezones() {
  // A value in Tokyo time: the first picker shows it as it is.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-06-15T09:00', { zone: 'Asia/Tokyo' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ height: 180, maxWidth: 360 }}>
        <DateTimePicker label="Kick-off (value's zone, Tokyo)" value={value} onChange={setValue} />
        <DateTimePicker label="Kick-off in UTC" value={value} onChange={setValue} timezone="UTC" />
        <Typography variant="body2" role="status">
          Stored: {value?.isValid ? value.toISO() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
