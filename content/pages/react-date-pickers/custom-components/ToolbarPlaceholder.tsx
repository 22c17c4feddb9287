import Stack from '@mui/material/Stack';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';

export default function ToolbarPlaceholder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 480, flexWrap: 'wrap' }}>
        <StaticDatePicker
          defaultValue={null}
          referenceDate={dayjs('2025-09-01')}
          slotProps={{
            toolbar: { toolbarFormat: 'ddd D MMM', toolbarPlaceholder: 'No date yet' },
            actionBar: { actions: [] },
          }}
        />
        <StaticDatePicker
          defaultValue={dayjs('2025-09-18')}
          slotProps={{
            toolbar: { toolbarFormat: 'ddd D MMM', toolbarPlaceholder: 'No date yet' },
            actionBar: { actions: [] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
