import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Team birthdays in March, by day of the month.
const birthdays = new Map<number, string>([
  [4, 'Priya'],
  [11, 'Tomás'],
  [19, 'Ingrid'],
  [27, 'Kwame'],
]);

function BirthdayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const name = !outsideCurrentMonth && day.month() === 2 ? birthdays.get(day.date()) : undefined;
  return (
    <Badge
      key={day.toString()}
      overlap="circular"
      color="secondary"
      variant="dot"
      invisible={!name}
    >
      <PickersDay {...props} title={name ? `${name}'s birthday` : undefined} />
    </Badge>
  );
}

export default function BirthdayDays() {
  const march: Dayjs = dayjs('2025-03-01');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        aria-label="Team calendar"
        defaultValue={march.date(11)}
        slots={{ day: BirthdayDay }}
        sx={{ height: 340 }}
      />
    </LocalizationProvider>
  );
}
