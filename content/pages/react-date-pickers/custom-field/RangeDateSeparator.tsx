import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

const holiday = [dayjs('2025-08-04'), dayjs('2025-08-15')] as const;

export default function RangeDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DateRangePicker
          label="Summer holiday"
          defaultValue={[...holiday]}
          slotProps={{ field: { dateSeparator: 'to' } }}
          sx={{ width: 300 }}
        />
        <SingleInputDateRangeField
          label="Same range, field only"
          defaultValue={[...holiday]}
          dateSeparator="→"
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
