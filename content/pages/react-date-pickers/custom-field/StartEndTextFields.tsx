import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

export default function StartEndTextFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-11-03'), dayjs('2025-11-21')]}
          slotProps={{
            textField: ({ position }) =>
              position === 'start'
                ? { label: 'First day of leave', color: 'success', focused: true }
                : { label: 'Back at work', helperText: 'Included in the leave' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
