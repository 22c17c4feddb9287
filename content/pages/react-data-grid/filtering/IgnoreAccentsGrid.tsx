import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
}

const cities: City[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil' },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe' },
  { id: 3, city: 'Málaga', country: 'Spain' },
  { id: 4, city: 'Malang', country: 'Indonesia' },
  { id: 5, city: 'Zürich', country: 'Switzerland' },
  { id: 6, city: 'Kraków', country: 'Poland' },
  { id: 7, city: 'Montréal', country: 'Canada' },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 180 },
];

export default function IgnoreAccentsGrid() {
  const [ignore, setIgnore] = React.useState(true);

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={ignore} onChange={(event) => setIgnore(event.target.checked)} />}
        label="Ignore accents"
      />
      <DataGrid
        rows={cities}
        columns={columns}
        showToolbar
        ignoreDiacritics={ignore}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['sao'] } } }}
        hideFooter
      />
    </Box>
  );
}
