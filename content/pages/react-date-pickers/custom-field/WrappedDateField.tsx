import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

// Wraps the default field: same editing, plus a hint built from the picker's state.
function HintedDateField(props: DatePickerFieldProps) {
  const parsedFormat = useParsedFormat();
  const { value } = usePickerContext();
  const hint = value?.isValid() ? value.format('dddd') : `Type it as ${parsedFormat}`;
  return <DateField {...props} helperText={hint} />;
}

export default function WrappedDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DatePicker
          label="Meeting date"
          defaultValue={dayjs('2025-02-14')}
          slots={{ field: HintedDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
