import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateField label="Start date" sx={{ width: 220 }} />
        <DateField label="Start date, long" format="MMMM D, YYYY" sx={{ width: 260 }} />
      </Stack>
    </LocalizationProvider>
  );
}
