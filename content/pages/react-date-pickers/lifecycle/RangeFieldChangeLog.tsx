import Stack from '@mui/material/Stack';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { EventLog, describeDate, useEventLog } from './eventLog';

export default function RangeFieldChangeLog() {
  const { entries, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 280, maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Billing period"
          onChange={([start, end], context) =>
            log(
              `onChange: [${describeDate(start)}, ${describeDate(end)}], error: [${context.validationError.join(', ')}]`,
            )
          }
        />
        <EventLog entries={entries} />
      </Stack>
    </LocalizationProvider>
  );
}
