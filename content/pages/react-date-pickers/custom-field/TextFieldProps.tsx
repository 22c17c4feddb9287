import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function TextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, flexWrap: 'wrap' }}>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-03-31')}
          slotProps={{
            textField: { variant: 'filled', helperText: 'As printed on the invoice' },
          }}
        />
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2025-04-30')}
          slotProps={{
            field: { clearable: true },
            textField: { size: 'small', color: 'secondary', focused: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
