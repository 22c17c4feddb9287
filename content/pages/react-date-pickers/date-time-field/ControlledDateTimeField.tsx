import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const reportedAt = dayjs('2025-04-17T14:20');

export default function ControlledDateTimeField() {
  const [resolvedAt, setResolvedAt] = React.useState<Dayjs | null>(dayjs('2025-04-18T09:05'));
  const hours = resolvedAt?.isValid() ? resolvedAt.diff(reportedAt, 'hour', true) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DateTimeField
          label="Incident resolved at"
          value={resolvedAt}
          onChange={(newValue) => setResolvedAt(newValue)}
          minDateTime={reportedAt}
          sx={{ width: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {hours != null && hours >= 0
            ? `Resolved ${hours.toFixed(1)} hours after the report (April 17, 2:20 PM)`
            : 'Enter a time after the report (April 17, 2:20 PM).'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
