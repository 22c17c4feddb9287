import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import { useForkRef } from '@mui/material/utils';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The five delivery days the warehouse offers.
const deliveryDays = [2, 3, 4, 9, 10].map((day) => dayjs('2025-06-01').date(day));

function DeliveryDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  // The root of the Autocomplete is both the root of the field and the anchor of the popup.
  const handleRef = useForkRef(pickerContext.rootRef, pickerContext.triggerRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <Autocomplete<Dayjs>
      {...forwardedProps}
      ref={handleRef}
      options={deliveryDays}
      value={pickerContext.value}
      onChange={(_event, newValue) => pickerContext.setValue(newValue)}
      getOptionLabel={(day) => day.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          error={hasValidationError}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    aria-label="Open the calendar"
                    onClick={() => pickerContext.setOpen(true)}
                  >
                    <CalendarIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Delivery day"
          defaultValue={deliveryDays[0]}
          shouldDisableDate={(day) => !deliveryDays.some((option) => option.isSame(day, 'day'))}
          slots={{ field: DeliveryDayField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
