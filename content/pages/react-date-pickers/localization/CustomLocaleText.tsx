import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function CustomLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        clearButtonLabel: 'Remove date',
        todayButtonLabel: 'Jump to today',
        fieldMonthPlaceholder: () => 'mm',
        fieldDayPlaceholder: () => 'dd',
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
      }}
    >
      <Stack spacing={2} sx={{ height: 128 }}>
        <DatePicker
          label="Start date"
          defaultValue={dayjs('2025-04-17')}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
          sx={{ width: 260 }}
        />
        <DatePicker
          label="End date"
          localeText={{ clearButtonLabel: 'No end date' }}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
