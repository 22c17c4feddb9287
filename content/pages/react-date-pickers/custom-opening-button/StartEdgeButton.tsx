import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function StartEdgeButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2025-05-09')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
          sx={{ width: 260 }}
        />
        <DatePicker
          label="With a clear button at the end"
          defaultValue={dayjs('2025-05-09')}
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
          sx={{ width: 280 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
