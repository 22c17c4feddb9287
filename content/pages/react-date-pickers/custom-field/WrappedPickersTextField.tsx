import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Replaces the text field that the default field renders: here, an outlined
// field with rounded corners and a fixed helper text.
const RoundedTextField = React.forwardRef<HTMLDivElement, PickersTextFieldProps>(
  function RoundedTextField(props, ref) {
    return (
      <PickersTextField
        {...props}
        ref={ref}
        helperText="Weekdays only"
        sx={{ '& .MuiPickersOutlinedInput-root': { borderRadius: 6 } }}
      />
    );
  },
);

export default function WrappedPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DatePicker
          label="Pickup date"
          defaultValue={dayjs('2025-07-08')}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          slots={{ textField: RoundedTextField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
