import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

type Mode = 'calendar' | 'keyboard';

export default function CalendarOrKeyboard() {
  const [mode, setMode] = React.useState<Mode>('calendar');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: Mode | null) => next && setMode(next)}
          aria-label="How to enter the date"
        >
          <ToggleButton value="calendar">Calendar</ToggleButton>
          <ToggleButton value="keyboard">Keyboard</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'calendar' ? (
          <DateCalendar value={value} onChange={setValue} />
        ) : (
          <DateField label="Departure date" value={value} onChange={setValue} sx={{ mt: 2 }} />
        )}
        <Typography variant="body2">
          Selected: {value?.isValid() ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
