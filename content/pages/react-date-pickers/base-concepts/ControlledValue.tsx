import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initialDate = dayjs('2025-04-17');

export default function ControlledValue() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(initialDate);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, alignItems: 'flex-start' }}>
        <DatePicker
          label="Invoice date"
          value={invoiceDate}
          onChange={(newValue) => setInvoiceDate(newValue)}
          sx={{ width: 220 }}
        />
        <Button onClick={() => setInvoiceDate(invoiceDate?.add(1, 'month') ?? initialDate)}>
          Next month
        </Button>
        <Button onClick={() => setInvoiceDate(null)}>Clear</Button>
      </Stack>
    </LocalizationProvider>
  );
}
