import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

function SummaryBar({ className }: PickersActionBarProps) {
  const { value } = usePickerContext();
  const { acceptValueChanges, clearValue } = usePickerActionsContext();
  const nights = value?.isValid() ? value.diff(dayjs('2025-02-10'), 'day') : null;

  return (
    <Stack
      direction="row"
      spacing={1}
      className={className}
      sx={{ alignItems: 'center', px: 2, pb: 1 }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {nights === null ? 'No check-out date' : `${nights} nights from Feb 10`}
      </Typography>
      <Button size="small" onClick={clearValue}>
        Reset
      </Button>
      <Button size="small" variant="contained" onClick={acceptValueChanges}>
        Confirm
      </Button>
    </Stack>
  );
}

export default function SummaryActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-02-14')}
        minDate={dayjs('2025-02-11')}
        slots={{ actionBar: SummaryBar }}
        sx={{ height: 500 }}
      />
    </LocalizationProvider>
  );
}
