import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// A field on a plain <input>: useDateField brings the section editing,
// usePickerContext the label and the opening of the picker.
function BrowserDateField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const {
    // Props for the <input>
    inputRef,
    value,
    onChange,
    onKeyDown,
    onPaste,
    onFocus,
    onBlur,
    onClick,
    placeholder,
    inputMode,
    autoComplete,
    disabled,
    readOnly,
    error,
    // Props this field does not use
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure,
    focused,
    clearable,
    onClear,
    autoFocus,
    ...other
  } = useDateField<false, DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false }>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Box
      {...other}
      ref={pickerContext.rootRef}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <label htmlFor="browser-field-input">{pickerContext.label}</label>
      <Box ref={pickerContext.triggerRef} sx={{ display: 'flex', gap: 1 }}>
        <input
          id="browser-field-input"
          {...{ ref: inputRef, value, onChange, onKeyDown, onPaste, onFocus, onBlur, onClick }}
          {...{ placeholder, inputMode, autoComplete, disabled, readOnly }}
          aria-invalid={error}
          style={{ font: 'inherit', padding: 6, borderColor: error ? 'crimson' : undefined }}
        />
        <button
          type="button"
          aria-label={openPickerAriaLabel}
          onClick={() => pickerContext.setOpen((prev) => !prev)}
        >
          📅
        </button>
      </Box>
    </Box>
  );
}

export default function BrowserInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2026-01-15')}
          slots={{ field: BrowserDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
