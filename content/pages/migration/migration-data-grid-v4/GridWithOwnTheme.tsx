import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// The palette your Material UI v4 theme used, repeated in a theme of @mui/material.
const gridTheme = createTheme({
  palette: {
    primary: { main: '#00796b' },
    secondary: { main: '#ff7043' },
  },
  typography: { fontSize: 13 },
});

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  parcels: number;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SHP-1042', destination: 'Lyon', parcels: 12 },
  { id: 2, reference: 'SHP-1043', destination: 'Rotterdam', parcels: 4 },
  { id: 3, reference: 'SHP-1044', destination: 'Porto', parcels: 27 },
  { id: 4, reference: 'SHP-1045', destination: 'Gdańsk', parcels: 9 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

export default function GridWithOwnTheme() {
  return (
    <ThemeProvider theme={gridTheme}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
    </ThemeProvider>
  );
}
