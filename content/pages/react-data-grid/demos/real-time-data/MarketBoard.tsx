import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { createQuotes, createRandom, nextTick, type Quote } from '../../shared/market';

const TICK_MS = 1000;
const price = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const signed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Colors a cell by the sign of a number: green up, red down. */
const bySign = (value: number) => (value > 0 ? 'move-up' : value < 0 ? 'move-down' : '');

function Trend({ history }: { history: number[] }) {
  const min = Math.min(...history);
  const span = Math.max(...history) - min || 1;
  const points = history
    .map(
      (value, i) =>
        `${(i / Math.max(history.length - 1, 1)) * 80},${22 - ((value - min) / span) * 20}`,
    )
    .join(' ');
  const rising = history[history.length - 1]! >= history[0]!;
  return (
    <svg width={80} height={24} role="img" aria-label={rising ? 'Rising trend' : 'Falling trend'}>
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        stroke={rising ? '#2e7d32' : '#c62828'}
      />
    </svg>
  );
}

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 96, cellClassName: 'symbol' },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => price.format(value),
    // Compares with the price before the last tick.
    cellClassName: (params: GridCellParams<Quote>) =>
      bySign(params.row.price - params.row.previous),
  },
  {
    field: 'change',
    headerName: 'Change %',
    type: 'number',
    width: 115,
    valueGetter: (_value, row) => ((row.price - row.open) / row.open) * 100,
    valueFormatter: (value: number) => `${signed.format(value)} %`,
    cellClassName: (params: GridCellParams<Quote, number>) => bySign(params.value ?? 0),
  },
  {
    field: 'history',
    headerName: 'Trend',
    width: 110,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: (params) => <Trend history={params.row.history} />,
  },
  {
    field: 'range',
    headerName: 'Day range',
    width: 130,
    valueGetter: (_value, row) => `${price.format(row.low)} – ${price.format(row.high)}`,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => compact.format(value),
  },
];

// A constant: an inline sx object would be restyled on every tick.
const gridStyles = {
  flex: 1,
  minHeight: 0,
  '& .symbol': { fontWeight: 600 },
  '& .move-up': { color: 'success.main' },
  '& .move-down': { color: 'error.main' },
} as const;

/** A simulated session clock: 09:30:00 plus one second per tick. */
function sessionTime(ticks: number) {
  const seconds = 9 * 3600 + 30 * 60 + ticks;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export default function MarketBoard() {
  const [rows, setRows] = React.useState(createQuotes);
  // The feed state lives in refs: a re-render must not restart the sequence.
  const latest = React.useRef(rows);
  const random = React.useRef(createRandom(2024));
  const [paused, setPaused] = React.useState(false);
  const [ticks, setTicks] = React.useState(0);

  React.useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => {
      const byId = new Map(nextTick(latest.current, random.current).map((q) => [q.id, q]));
      // Unchanged quotes keep their object, so the grid skips them.
      latest.current = latest.current.map((quote) => byId.get(quote.id) ?? quote);
      setRows(latest.current);
      setTicks((count) => count + 1);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <Box sx={{ height: 520, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          Market board
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {sessionTime(ticks)}
        </Typography>
        <Chip
          size="small"
          color={paused ? 'default' : 'success'}
          label={paused ? 'Paused' : 'Live'}
        />
        <Button variant="outlined" size="small" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Resume updates' : 'Pause updates'}
        </Button>
      </Stack>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        disableRowSelectionOnClick
        sx={gridStyles}
      />
    </Box>
  );
}
