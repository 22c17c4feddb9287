import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// A calendar page with a flag: drawn for this demo, any SVG icon component works.
const DeadlineIcon = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M4 5h3V3h2v2h6V3h2v2h3v15H4zm2 5v8h12v-8zm3 1h2v5H9zm2 0 4 1.5-4 1.5z"
  />,
  'Deadline',
);

export default function CustomOpenPickerIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80 }}>
        <DatePicker
          label="Deadline"
          defaultValue={dayjs('2025-05-30')}
          slots={{ openPickerIcon: DeadlineIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            textField: { helperText: 'The team is notified two days before.' },
          }}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
