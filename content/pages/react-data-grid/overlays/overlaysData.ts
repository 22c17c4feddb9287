/**
 * Shipments for the overlay demos: a small fixed list, so every demo starts
 * from the same rows.
 */
import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: 'Packed' | 'In transit' | 'Delivered';
}

export const shipments: Shipment[] = [
  {
    id: 1,
    reference: 'SH-1041',
    destination: 'Rotterdam',
    carrier: 'NorthSea Freight',
    weightKg: 420,
    status: 'In transit',
  },
  {
    id: 2,
    reference: 'SH-1042',
    destination: 'Hamburg',
    carrier: 'Baltic Lines',
    weightKg: 180,
    status: 'Delivered',
  },
  {
    id: 3,
    reference: 'SH-1043',
    destination: 'Valencia',
    carrier: 'Iberia Cargo',
    weightKg: 95,
    status: 'Packed',
  },
  {
    id: 4,
    reference: 'SH-1044',
    destination: 'Gdansk',
    carrier: 'Baltic Lines',
    weightKg: 760,
    status: 'In transit',
  },
  {
    id: 5,
    reference: 'SH-1045',
    destination: 'Marseille',
    carrier: 'Iberia Cargo',
    weightKg: 310,
    status: 'Delivered',
  },
  {
    id: 6,
    reference: 'SH-1046',
    destination: 'Antwerp',
    carrier: 'NorthSea Freight',
    weightKg: 55,
    status: 'Packed',
  },
  {
    id: 7,
    reference: 'SH-1047',
    destination: 'Genoa',
    carrier: 'Adriatic Shipping',
    weightKg: 1290,
    status: 'In transit',
  },
  {
    id: 8,
    reference: 'SH-1048',
    destination: 'Le Havre',
    carrier: 'NorthSea Freight',
    weightKg: 240,
    status: 'Delivered',
  },
];

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];
