import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { fetchConcertDays } from './concerts';

const initialMonth = dayjs('2025-04-01');

export default function EventsCalendar() {
  const [loading, setLoading] = React.useState(true);
  const [concertDays, setConcertDays] = React.useState<number[]>([]);
  const controller = React.useRef<AbortController | null>(null);

  const loadMonth = React.useCallback((month: Dayjs) => {
    // Cancel the request of the month the user just left.
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    fetchConcertDays(month, current.signal)
      .then((days) => {
        setConcertDays(days);
        setLoading(false);
      })
      .catch(() => {}); // Aborted: a newer request is on its way.
  }, []);

  React.useEffect(() => {
    loadMonth(initialMonth);
    return () => controller.current?.abort();
  }, [loadMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          aria-label="Concert day"
          defaultValue={dayjs('2025-04-17')}
          loading={loading}
          onMonthChange={(month) => {
            setConcertDays([]);
            loadMonth(month);
          }}
          renderLoading={() => <DayCalendarSkeleton />}
          slotProps={{
            day: (ownerState) =>
              concertDays.includes(ownerState.day.date()) && !ownerState.isDayOutsideMonth
                ? {
                    'aria-label': `${ownerState.day.format('MMMM D')}, concert`,
                    sx: {
                      '&::after': {
                        content: '""',
                        position: 'absolute',
                        bottom: 4,
                        width: 6,
                        height: 6,
                        borderRadius: '50%',
                        bgcolor: 'secondary.main',
                      },
                    },
                  }
                : {},
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
