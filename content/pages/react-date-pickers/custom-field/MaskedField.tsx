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
import { usePickerAdapter, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const FORMAT = 'MM/DD/YYYY';

/** Keeps the digits and inserts the slashes: "0314" becomes "03/14". */
function applyMask(input: string) {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

// A free-typing text field with a mask, instead of the section editing.
function MaskedDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const toText = (date: Dayjs | null) => (date?.isValid() ? date.format(FORMAT) : '');
  const [text, setText] = React.useState(() => toText(pickerContext.value));

  // When the calendar changes the value, show it in the input.
  const [shownValue, setShownValue] = React.useState(pickerContext.value);
  if (shownValue !== pickerContext.value) {
    setShownValue(pickerContext.value);
    setText(toText(pickerContext.value));
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    // Publish a value once the date is complete, or when the input is emptied.
    if (masked.length === FORMAT.length || masked === '') {
      pickerContext.setValue(masked === '' ? null : adapter.parse(masked, FORMAT));
    }
  };

  return (
    <TextField
      {...forwardedProps}
      ref={pickerContext.rootRef}
      label={pickerContext.label}
      value={text}
      onChange={handleChange}
      placeholder="mm/dd/yyyy"
      error={pickerContext.value !== null && !pickerContext.value.isValid()}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          ref: pickerContext.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose a date"
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

export default function MaskedField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Expiry date"
          defaultValue={dayjs('2027-08-31')}
          slots={{ field: MaskedDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
