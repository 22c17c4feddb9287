import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function StandaloneViews() {
  const [slot, setSlot] = React.useState<Dayjs>(dayjs('2025-04-17T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 380 }}>
        <Stack direction="row" spacing={2} sx={{ height: 336 }}>
          <DateCalendar
            aria-label="Meeting day"
            value={slot}
            onChange={(day) =>
              day && setSlot(slot.year(day.year()).month(day.month()).date(day.date()))
            }
          />
          <DigitalClock
            aria-label="Meeting time"
            value={slot}
            onChange={(time) => time && setSlot(time)}
            timeStep={30}
            minTime={dayjs('2025-04-17T09:00')}
            maxTime={dayjs('2025-04-17T17:00')}
            skipDisabled
            sx={{ width: 120, maxHeight: 336 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Meeting on {slot.format('dddd, MMMM D [at] h:mm A')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
