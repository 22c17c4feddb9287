// Load the Arabic locale first: moment-hijri adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment from 'moment-hijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function HijriMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <DatePicker
        label="Departure"
        defaultValue={moment('1447-09-01', 'iYYYY-iMM-iDD')}
        minDate={moment('1356-01-01', 'iYYYY-iMM-iDD')}
        maxDate={moment('1499-12-29', 'iYYYY-iMM-iDD')}
      />
    </LocalizationProvider>
  );
}
