import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-04-17T07:30'), dayjs('2025-04-17T16:00')]}
          ampm={false}
          minTime={dayjs('2025-04-17T06:00')}
          maxTime={dayjs('2025-04-17T22:00')}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Shift starts' : 'Shift ends',
              helperText: position === 'start' ? 'From 06:00' : 'Until 22:00',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
