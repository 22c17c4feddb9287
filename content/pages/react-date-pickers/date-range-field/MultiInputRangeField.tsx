import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 136 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-05-02'), dayjs('2025-05-09')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Outbound flight' : 'Return flight',
            }),
            separator: { children: 'then' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
