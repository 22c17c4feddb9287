import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableFields() {
  const [cleared, setCleared] = React.useState<string[]>([]);
  const log = (name: string) => setCleared((previous) => [...previous, name].slice(-3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 170 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Follow-up date"
            defaultValue={dayjs('2025-05-02')}
            clearable
            onClear={() => log('Follow-up date')}
          />
          <TimeField
            label="Follow-up time"
            defaultValue={dayjs('2025-05-02T15:00')}
            clearable
            clearButtonPosition="start"
            onClear={() => log('Follow-up time')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {cleared.length
            ? `Cleared: ${cleared.join(', ')}`
            : 'Hover a field and press its clear button.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
