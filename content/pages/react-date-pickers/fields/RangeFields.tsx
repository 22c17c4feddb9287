import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 440, maxWidth: '100%', height: 320 }}>
        <SingleInputDateRangeField
          label="Project phase"
          defaultValue={[dayjs('2025-04-01'), dayjs('2025-06-30')]}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-04-01'), dayjs('2025-06-30')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Phase starts' : 'Phase ends',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Daily stand-up"
          defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T09:45')]}
        />
        <SingleInputDateTimeRangeField
          label="Code freeze"
          defaultValue={[dayjs('2025-06-20T18:00'), dayjs('2025-06-23T08:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
