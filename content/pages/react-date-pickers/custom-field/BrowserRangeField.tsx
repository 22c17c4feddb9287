import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { usePickerContext } from '@mui/x-date-pickers-pro';

// One plain <input> for the whole range, with the section editing of the
// Single Input Date Range Field.
function BrowserDateRangeField(props: DateRangePickerFieldProps) {
  const pickerContext = usePickerContext();
  const {
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
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure,
    focused,
    clearable,
    onClear,
    autoFocus,
    ...other
  } = useSingleInputDateRangeField<
    false,
    DateRangePickerFieldProps & { enableAccessibleFieldDOMStructure: false }
  >({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Box
      {...other}
      ref={pickerContext.rootRef}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <label htmlFor="browser-range-input">Trip dates</label>
      <Box ref={pickerContext.triggerRef} sx={{ display: 'flex', gap: 1 }}>
        <input
          id="browser-range-input"
          {...{ ref: inputRef, value, onChange, onKeyDown, onPaste, onFocus, onBlur, onClick }}
          {...{ placeholder, inputMode, autoComplete, disabled, readOnly }}
          aria-invalid={error}
          size={26}
          style={{ font: 'inherit', padding: 6 }}
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

export default function BrowserRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DateRangePicker
          defaultValue={[dayjs('2025-10-24'), dayjs('2025-11-02')]}
          slots={{ field: BrowserDateRangeField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
