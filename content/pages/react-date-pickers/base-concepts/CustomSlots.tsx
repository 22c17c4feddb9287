import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EventDayIcon } from '../shared/icons';

export default function CustomSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DatePicker
          label="Event date"
          defaultValue={dayjs('2025-04-17')}
          // Replace a part of the picker: here the icon of the opening button.
          slots={{ openPickerIcon: EventDayIcon }}
          // Pass props to the parts, replaced or not.
          slotProps={{
            textField: { helperText: 'Month, day and year' },
            openPickerButton: { color: 'primary' },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
