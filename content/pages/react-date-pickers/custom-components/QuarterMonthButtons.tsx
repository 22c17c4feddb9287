import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Colours from theme.vars: they follow the page's light or dark mode (theme.palette is the light one).
const SquareMonth = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  width: 64,
  height: 40,
  margin: 4,
  cursor: 'pointer',
  borderRadius: 4,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  background: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  '&[aria-checked="true"]': {
    background: (theme.vars ?? theme).palette.primary.main,
    borderColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
  },
  '&:disabled': { color: (theme.vars ?? theme).palette.text.disabled, cursor: 'default' },
}));

export default function QuarterMonthButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 260, flexWrap: 'wrap' }}>
        <MonthCalendar
          aria-label="Billing month, with slot props"
          defaultValue={dayjs('2025-04-01')}
          monthsPerRow={4}
          slotProps={{ monthButton: { sx: { borderRadius: 1, textTransform: 'uppercase' } } }}
        />
        <MonthCalendar
          aria-label="Billing month, with a custom button"
          defaultValue={dayjs('2025-04-01')}
          monthsPerRow={3}
          disableFuture={false}
          maxDate={dayjs('2025-09-30')}
          slots={{ monthButton: SquareMonth }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
