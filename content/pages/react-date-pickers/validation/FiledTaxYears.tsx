import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// Tax years that already have a return on file.
const filedYears = new Set([2019, 2020, 2022]);

function isFiled(year: Dayjs) {
  return filedYears.has(year.year());
}

export default function FiledTaxYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Tax year to file"
        views={['year']}
        defaultValue={dayjs('2021-01-01')}
        minDate={dayjs('2018-01-01')}
        maxDate={dayjs('2024-12-31')}
        shouldDisableYear={isFiled}
        sx={{ width: 300, height: 80 }}
      />
    </LocalizationProvider>
  );
}
