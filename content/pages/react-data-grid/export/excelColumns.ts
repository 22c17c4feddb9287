import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Invoice } from './exportData';

// The invoice columns for the Premium demos, typed from the Premium package.
export const excelInvoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Open', 'Overdue'],
    width: 110,
  },
];
