import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { EventLog, describeDate, useEventLog } from './eventLog';

const start = dayjs('2025-05-12');

export default function PickerCallbackLog() {
  const { entries, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 280, maxWidth: 520 }}>
        <Stack direction="row" spacing={2}>
          <DesktopDatePicker
            label="Desktop"
            defaultValue={start}
            onOpen={() => log('desktop onOpen')}
            onChange={(value) => log(`desktop onChange: ${describeDate(value)}`)}
            onAccept={(value) => log(`desktop onAccept: ${describeDate(value)}`)}
            onClose={() => log('desktop onClose')}
          />
          <MobileDatePicker
            label="Mobile"
            defaultValue={start}
            onOpen={() => log('mobile onOpen')}
            onChange={(value) => log(`mobile onChange: ${describeDate(value)}`)}
            onAccept={(value) => log(`mobile onAccept: ${describeDate(value)}`)}
            onClose={() => log('mobile onClose')}
          />
        </Stack>
        <EventLog entries={entries} />
      </Stack>
    </LocalizationProvider>
  );
}
