import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  staff: number;
}

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 42 },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe', staff: 3 },
  { id: 3, city: 'Zürich', country: 'Switzerland', staff: 18 },
  { id: 4, city: 'Montréal', country: 'Canada', staff: 27 },
  { id: 5, city: 'Kraków', country: 'Poland', staff: 35 },
  { id: 6, city: 'Malmö', country: 'Sweden', staff: 9 },
  { id: 7, city: 'Reykjavík', country: 'Iceland', staff: 6 },
  { id: 8, city: 'Zurich Airport', country: 'Switzerland', staff: 4 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 180 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

export default function AccentInsensitiveSearch() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore accents"
      />
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        ignoreDiacritics={ignoreDiacritics}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['sao'] } } }}
      />
    </Box>
  );
}
