import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Public holidays: the office is closed, but a trip can span them.
const holidays = new Set(['2025-04-18', '2025-04-21', '2025-05-01']);
const isHoliday = (day: Dayjs) => holidays.has(day.format('YYYY-MM-DD'));

export default function HolidayRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 360, overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={2}
          defaultValue={[dayjs('2025-04-16'), dayjs('2025-04-23')]}
          disableDragEditing
          slotProps={{
            day: (ownerState) =>
              isHoliday(ownerState.day) && !ownerState.isDayOutsideMonth
                ? {
                    'aria-label': `${ownerState.day.format('MMMM D')}, public holiday`,
                    // The root wraps the day button: style the button through its class.
                    // A darker red in light mode and a lighter one in dark: readable on the range's tint too.
                    sx: (theme) => ({
                      [`& .${dateRangePickerDayClasses.day}:not(.Mui-selected)`]: {
                        color: (theme.vars ?? theme).palette.error.dark,
                        fontWeight: 700,
                        ...theme.applyStyles('dark', {
                          color: (theme.vars ?? theme).palette.error.light,
                        }),
                      },
                    }),
                  }
                : {},
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
