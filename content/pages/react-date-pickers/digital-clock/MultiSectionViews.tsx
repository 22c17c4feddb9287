import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 240 }}>
        <MultiSectionDigitalClock
          aria-label="Race finish time"
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 1 }}
          ampm={false}
          defaultValue={dayjs('2025-04-17T03:42:17')}
          sx={{ width: 'fit-content', border: 1, borderColor: 'divider' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
