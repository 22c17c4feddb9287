import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// With enableAccessibleFieldDOMStructure={false}, the field renders the
// Material UI TextField around a real <input> element.
function UnderlinedTextField(props: TextFieldProps) {
  return <TextField {...props} variant="standard" helperText="The input holds the whole date" />;
}

export default function MaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DatePicker
          label="Birth date"
          defaultValue={dayjs('1990-10-21')}
          name="birthDate"
          enableAccessibleFieldDOMStructure={false}
          slots={{ textField: UnderlinedTextField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
