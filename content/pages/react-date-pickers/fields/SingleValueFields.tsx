import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const invoiceIssued = dayjs('2025-04-17T10:45');

export default function SingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
          alignContent: 'start',
          gap: 2,
          height: 200,
        }}
      >
        <DateField label="Issue date" defaultValue={invoiceIssued} />
        <TimeField label="Issue time" defaultValue={invoiceIssued} />
        <DateTimeField label="Issued at" defaultValue={invoiceIssued} />
      </Box>
    </LocalizationProvider>
  );
}
