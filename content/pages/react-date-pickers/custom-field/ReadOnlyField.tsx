import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The user cannot type: a click anywhere on the field opens the calendar.
function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const parsedFormat = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <TextField
      {...forwardedProps}
      ref={pickerContext.rootRef}
      label={pickerContext.label}
      value={pickerContext.value?.format(pickerContext.fieldFormat) ?? ''}
      placeholder={parsedFormat}
      error={hasValidationError}
      onClick={() => pickerContext.setOpen((prev) => !prev)}
      slotProps={{ input: { ref: pickerContext.triggerRef, readOnly: true } }}
      sx={{ width: 260, '& input': { cursor: 'pointer' } }}
    />
  );
}

export default function ReadOnlyField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Start of contract"
          defaultValue={dayjs('2025-09-01')}
          slots={{ field: ReadOnlyDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
