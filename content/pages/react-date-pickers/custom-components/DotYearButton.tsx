import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// A plain button: the calendar passes it the year as children, plus
// role="radio", aria-checked, disabled and the event handlers.
// Colours from theme.vars: they follow the page's light or dark mode (theme.palette is the light one).
const UnderlinedYear = styled('button')(({ theme }) => ({
  ...theme.typography.body1,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  margin: theme.spacing(1, 0),
  padding: theme.spacing(0.5, 1),
  borderBottom: '2px solid transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  '&[aria-checked="true"]': {
    borderBottomColor: (theme.vars ?? theme).palette.secondary.main,
    color: (theme.vars ?? theme).palette.secondary.main,
  },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
  '&:disabled': { color: (theme.vars ?? theme).palette.text.disabled, cursor: 'default' },
}));

export default function DotYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        aria-label="Vintage"
        defaultValue={dayjs('2019-01-01')}
        minDate={dayjs('2012-01-01')}
        maxDate={dayjs('2023-12-31')}
        slots={{ yearButton: UnderlinedYear }}
        sx={{ height: 200 }}
      />
    </LocalizationProvider>
  );
}
