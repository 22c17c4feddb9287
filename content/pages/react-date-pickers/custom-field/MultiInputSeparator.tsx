import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

const season = [dayjs('2025-12-20'), dayjs('2026-03-29')] as const;

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 150 }}>
        <MultiInputDateRangeField
          defaultValue={[...season]}
          dateSeparator="until"
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Opens' : 'Closes' }),
          }}
        />
        <MultiInputDateRangeField
          defaultValue={[...season]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Opens' : 'Closes' }),
            separator: { sx: { fontWeight: 700, color: 'primary.main' }, children: '⇢' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
