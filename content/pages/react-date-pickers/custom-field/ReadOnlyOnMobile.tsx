import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '@mui/x-date-pickers/DateField';
import { type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// On mobile, a read-only text field that opens the dialog;
// on desktop, the default field with keyboard editing.
function ResponsiveField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  if (pickerContext.variant === 'desktop') {
    return <DateField {...props} />;
  }
  return (
    <TextField
      {...forwardedProps}
      ref={pickerContext.rootRef}
      label={pickerContext.label}
      value={pickerContext.value?.format('ddd, MMM D, YYYY') ?? ''}
      onClick={() => pickerContext.setOpen(true)}
      slotProps={{ input: { ref: pickerContext.triggerRef, readOnly: true } }}
    />
  );
}

const checkup = dayjs('2025-10-06');

export default function ReadOnlyOnMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, flexWrap: 'wrap' }}>
        <MobileDatePicker
          label="Mobile"
          defaultValue={checkup}
          slots={{ field: ResponsiveField }}
        />
        <DesktopDatePicker
          label="Desktop"
          defaultValue={checkup}
          slots={{ field: ResponsiveField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
