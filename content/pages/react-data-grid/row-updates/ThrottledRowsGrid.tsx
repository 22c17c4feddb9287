import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  price: number;
  change: number;
}

const symbols = ['ACME', 'BLTX', 'CRNA', 'DYNO', 'ELMR', 'FYRE', 'GLDN', 'HLIX', 'IONQ', 'JADE'];
const initialQuotes: Quote[] = symbols.map((id, index) => ({
  id,
  price: 40 + index * 12.5,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    flex: 1,
    minWidth: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function ThrottledRowsGrid() {
  const apiRef = useGridApiRef();
  const [throttle, setThrottle] = React.useState(true);

  // A deterministic stream: 20 price ticks per second for the whole table.
  React.useEffect(() => {
    let tick = 0;
    const prices = initialQuotes.map((quote) => quote.price);
    const timer = setInterval(() => {
      tick += 1;
      const updates = symbols.map((id, index) => {
        const change = Math.round(Math.sin(tick / 7 + index) * 50) / 100;
        const price = prices[index]! + change;
        prices[index] = price;
        return { id, price, change };
      });
      apiRef.current?.updateRows(updates);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={throttle} onChange={(event) => setThrottle(event.target.checked)} />
        }
        label="Apply updates at most once a second"
      />
      <DataGridPro
        apiRef={apiRef}
        rows={initialQuotes}
        columns={columns}
        throttleRowsMs={throttle ? 1000 : 0}
        hideFooter
      />
    </Box>
  );
}
