import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Stands in for a request to your API.
function saveRenewalDate(date: Dayjs | null): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(date ? date.diff(dayjs('2025-01-01'), 'day') : 0), 600);
  });
}

export default function SaveOnAccept() {
  const [status, setStatus] = React.useState('Nothing sent yet.');
  const [requests, setRequests] = React.useState(0);

  const handleAccept = async (value: Dayjs | null) => {
    if (value !== null && !value.isValid()) {
      return;
    }
    setRequests((count) => count + 1);
    setStatus('Saving…');
    await saveRenewalDate(value);
    setStatus(value ? `Saved ${value.format('MMMM D, YYYY')}.` : 'Renewal date removed.');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 110, maxWidth: 320 }}>
        <DatePicker
          label="Contract renewal"
          defaultValue={dayjs('2025-09-01')}
          onAccept={handleAccept}
        />
        <Typography variant="body2" role="status">
          {status} Requests sent: {requests}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
