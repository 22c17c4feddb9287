import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// An empty range that starts from a working week: Monday 9:00 to Friday 17:00.
const workingWeek: DateRange<Dayjs> = [dayjs('2025-09-15T09:00'), dayjs('2025-09-19T17:00')];

export default function ReferenceDateRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 100 }}>
        <DateTimeRangePicker
          label="Training week"
          value={value}
          onChange={setValue}
          referenceDate={workingWeek}
          ampm={false}
          sx={{ width: 420 }}
        />
        <Typography variant="body2" role="status">
          {start || end
            ? `Start ${start?.format('ddd D MMM HH:mm') ?? '…'} · End ${end?.format('ddd D MMM HH:mm') ?? '…'}`
            : 'Pick two days: the times start at 09:00 and 17:00.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
