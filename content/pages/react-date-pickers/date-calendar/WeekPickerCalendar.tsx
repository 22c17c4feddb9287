import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekPickerCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-04-17'));
  const weekStart = day?.startOf('week');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 370 }}>
        <DateCalendar
          aria-label="Rota week"
          value={day}
          onChange={(newValue) => setDay(newValue)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slotProps={{
            // Style every day of the selected week as one band.
            day: (ownerState) => {
              const inWeek = day != null && ownerState.day.isSame(day, 'week');
              if (!inWeek) {
                return {};
              }
              return {
                sx: {
                  borderRadius: 0,
                  mx: 0,
                  px: 2.5,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  // The darker shade with the palette's contrast text: white on the light scheme's dark blue,
                  // black on the dark scheme's brighter blue (both above 4.5:1).
                  '&:hover, &:focus, &.Mui-selected': {
                    bgcolor: 'primary.dark',
                    color: 'primary.contrastText',
                  },
                  ...(ownerState.isDayStartOfWeek && { borderRadius: '50% 0 0 50%' }),
                  ...(ownerState.isDayEndOfWeek && { borderRadius: '0 50% 50% 0' }),
                },
              };
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
          {weekStart
            ? `Week ${weekStart.format('MMM D')} to ${weekStart.add(6, 'day').format('MMM D, YYYY')}`
            : 'No week selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
