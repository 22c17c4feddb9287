import dayjs from 'dayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function RoundedYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        aria-label="Graduation year"
        defaultValue={dayjs('2024-01-01')}
        minDate={dayjs('2015-01-01')}
        maxDate={dayjs('2030-12-31')}
        yearsPerRow={4}
        slotProps={{
          yearButton: {
            sx: {
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              '&[aria-checked="true"]': { fontWeight: 700 },
            },
          },
        }}
        sx={{ height: 240 }}
      />
    </LocalizationProvider>
  );
}
