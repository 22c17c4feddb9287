import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function InlineCalendarPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
