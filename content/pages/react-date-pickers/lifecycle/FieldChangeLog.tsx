import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { EventLog, describeDate, useEventLog } from './eventLog';

export default function FieldChangeLog() {
  const { entries, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 280, maxWidth: 420 }}>
        <DateField
          label="Invoice date"
          onChange={(value, context) =>
            log(`onChange: ${describeDate(value)}, error: ${context.validationError}`)
          }
        />
        <EventLog entries={entries} />
      </Stack>
    </LocalizationProvider>
  );
}
