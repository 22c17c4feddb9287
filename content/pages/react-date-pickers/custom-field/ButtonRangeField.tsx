import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers-pro';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start && !end) {
    return 'Any dates';
  }
  return `${start?.format('MMM D') ?? '…'} – ${end?.format('MMM D, YYYY') ?? '…'}`;
}

// A button that shows the range and toggles the range picker.
function ButtonDateRangeField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<DateRange<Dayjs>>();

  return (
    <Button
      {...forwardedProps}
      ref={(node: HTMLButtonElement | null) => pickerContext.triggerRef(node)}
      variant="contained"
      onClick={() => pickerContext.setOpen((prev) => !prev)}
    >
      Stay: {formatRange(pickerContext.value)}
    </Button>
  );
}

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 60 }}>
        <DateRangePicker
          defaultValue={[dayjs('2025-04-18'), dayjs('2025-04-21')]}
          slots={{ field: ButtonDateRangeField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
