import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// A button that shows the value and toggles the picker.
function ButtonDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const text = pickerContext.value?.isValid()
    ? pickerContext.value.format('MMM D, YYYY')
    : pickerContext.label;

  return (
    <Button
      {...forwardedProps}
      ref={(node: HTMLButtonElement | null) => pickerContext.triggerRef(node)}
      variant="outlined"
      startIcon={<CalendarIcon />}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((prev) => !prev)}
    >
      {text}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 60 }}>
        <DatePicker
          label="Choose a date"
          defaultValue={dayjs('2025-05-23')}
          slots={{ field: ButtonDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
