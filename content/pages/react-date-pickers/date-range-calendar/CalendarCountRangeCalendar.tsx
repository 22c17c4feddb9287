import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type CalendarCount = 1 | 2 | 3;

export default function CalendarCountRangeCalendar() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, count: CalendarCount | null) => count && setCalendars(count)}
          aria-label="Months shown"
          sx={{ mb: 1 }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          aria-label="Holiday"
          calendars={calendars}
          defaultValue={[dayjs('2025-07-28'), dayjs('2025-08-08')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
