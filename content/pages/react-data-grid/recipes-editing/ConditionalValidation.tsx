import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  destination: string;
  express: boolean;
  trackingNumber: string;
}

const rows: Shipment[] = [
  { id: 1, destination: 'Lyon', express: true, trackingNumber: 'EX-48213' },
  { id: 2, destination: 'Porto', express: false, trackingNumber: '' },
  { id: 3, destination: 'Rotterdam', express: false, trackingNumber: '' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140, editable: true },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 100, editable: true },
  {
    field: 'trackingNumber',
    headerName: 'Tracking number',
    width: 180,
    editable: true,
    // In row editing, `otherFieldsProps` holds the values being edited in the same row.
    preProcessEditCellProps: ({ props, otherFieldsProps }: GridPreProcessEditCellProps<string>) => {
      const express = Boolean(otherFieldsProps?.express?.value);
      return { ...props, error: express && !props.value?.trim() };
    },
  },
];

export default function ConditionalValidation() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{ '& .Mui-error': { bgcolor: 'rgba(211, 47, 47, 0.12)' } }}
      />
    </Box>
  );
}
