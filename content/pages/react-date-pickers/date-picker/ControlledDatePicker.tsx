import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ControlledDatePicker() {
  const [deliveryDate, setDeliveryDate] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 100 }}>
        <DatePicker
          label="Delivery date"
          value={deliveryDate}
          onChange={(newValue) => setDeliveryDate(newValue)}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {deliveryDate?.isValid()
            ? `Your parcel arrives on ${deliveryDate.format('dddd, MMMM D, YYYY')}.`
            : 'Pick a delivery date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
