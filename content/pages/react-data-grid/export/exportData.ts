import type { GridColDef } from '@mui/x-data-grid';

export interface Invoice {
  id: number;
  customer: string;
  country: string;
  amount: number;
  issued: Date;
  status: 'Paid' | 'Open' | 'Overdue';
}

export const invoices: Invoice[] = [
  {
    id: 1,
    customer: 'Northwind Traders',
    country: 'Canada',
    amount: 1840.5,
    issued: new Date(2025, 0, 14),
    status: 'Paid',
  },
  {
    id: 2,
    customer: 'Lumen Labs',
    country: 'Germany',
    amount: 920,
    issued: new Date(2025, 0, 29),
    status: 'Paid',
  },
  {
    id: 3,
    customer: 'Okafor & Sons',
    country: 'Kenya',
    amount: 3105.25,
    issued: new Date(2025, 1, 3),
    status: 'Overdue',
  },
  {
    id: 4,
    customer: 'Blue Harbor Café',
    country: 'France',
    amount: 412.8,
    issued: new Date(2025, 1, 17),
    status: 'Open',
  },
  {
    id: 5,
    customer: 'Sato Robotics',
    country: 'Japan',
    amount: 7200,
    issued: new Date(2025, 2, 2),
    status: 'Paid',
  },
  {
    id: 6,
    customer: 'Vargas Studio',
    country: 'Spain',
    amount: 1265.4,
    issued: new Date(2025, 2, 21),
    status: 'Open',
  },
  {
    id: 7,
    customer: 'Pine & Co',
    country: 'Canada',
    amount: 530,
    issued: new Date(2025, 3, 8),
    status: 'Overdue',
  },
  {
    id: 8,
    customer: 'Rossi Imports',
    country: 'Italy',
    amount: 2890.75,
    issued: new Date(2025, 3, 30),
    status: 'Paid',
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];
