import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function IconFromOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        {[null, dayjs('2025-03-03')].map((value) => (
          <DatePicker
            key={String(value)}
            label={value ? 'Filled' : 'Empty'}
            defaultValue={value}
            slotProps={{
              // Grey while there is no value, primary once there is one.
              openPickerIcon: (ownerState) => ({
                color: ownerState.isPickerValueEmpty ? 'disabled' : 'primary',
              }),
            }}
            sx={{ width: 240 }}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
