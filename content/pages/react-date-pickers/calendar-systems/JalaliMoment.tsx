import moment from 'moment-jalaali';
import 'moment/locale/fa';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function JalaliMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <DatePicker label="Delivery date" defaultValue={moment('1404/07/15', 'jYYYY/jMM/jDD')} />
    </LocalizationProvider>
  );
}
