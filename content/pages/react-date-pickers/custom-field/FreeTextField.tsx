import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// A free-text field: the user types a whole date, parsed when the input loses focus.
function FreeTextDateField(props: DatePickerFieldProps) {
  // 1. Keep the validation props for useValidation; pass the others to the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  // 2. The format of the picker, localized for the placeholder ("MM/DD/YYYY").
  const placeholder = useParsedFormat();
  const format = (date: Dayjs | null) =>
    date?.isValid() ? date.format(pickerContext.fieldFormat) : '';
  const [text, setText] = React.useState(() => format(pickerContext.value));
  const [shownValue, setShownValue] = React.useState(pickerContext.value);
  if (shownValue !== pickerContext.value) {
    setShownValue(pickerContext.value);
    setText(format(pickerContext.value));
  }
  // 3. The same validation as the calendar: minDate, maxDate, shouldDisableDate…
  const { validationError } = useValidation({
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
      value={text}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      onBlur={() =>
        pickerContext.setValue(text ? adapter.parse(text, pickerContext.fieldFormat) : null)
      }
      error={validationError !== null}
      helperText={validationError ? `Not accepted: ${validationError}` : ' '}
      slotProps={{
        input: {
          ref: pickerContext.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translations.openDatePickerDialogue(
                  format(pickerContext.value) || null,
                )}
                onClick={() => pickerContext.setOpen((prev) => !prev)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function FreeTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DatePicker
          label="Arrival"
          defaultValue={dayjs('2025-06-30')}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-09-30')}
          slots={{ field: FreeTextDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
