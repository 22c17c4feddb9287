import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ClearCircleIcon } from '../shared/icons';

export default function CustomClearIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2025-09-30')}
          slots={{ clearIcon: ClearCircleIcon }}
          slotProps={{
            field: { clearable: true },
            clearButton: { 'aria-label': 'Remove the renewal date', color: 'error' },
            clearIcon: { fontSize: 'small' },
          }}
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
