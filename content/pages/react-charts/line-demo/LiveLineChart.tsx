import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;

// A deterministic "sensor": the n-th reading is always the same number.
function reading(n: number): number {
  const noise = ((n * 9301 + 49297) % 233280) / 233280 - 0.5;
  return Math.round((21 + 2 * Math.sin(n / 5) + noise) * 10) / 10;
}

export default function LiveLineChart() {
  const [count, setCount] = React.useState(WINDOW);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setCount((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, [running]);

  // The last WINDOW readings: the chart scrolls as new ones arrive.
  const indexes = Array.from({ length: WINDOW }, (_, i) => count - WINDOW + i);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRunning(!running)}
      >
        {running ? 'Pause' : 'Start the sensor'}
      </Button>
      <LineChart
        xAxis={[
          {
            data: indexes,
            scaleType: 'point',
            valueFormatter: (n: number) => `#${n}`,
            tickInterval: (n: number) => n % 5 === 0,
          },
        ]}
        yAxis={[{ min: 17, max: 25, width: 40, valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: indexes.map(reading),
            label: 'Room temperature',
            showMark: false,
            valueFormatter: (v) => `${v} °C`,
          },
        ]}
        // Each update moves every point: skip the morph so the line scrolls instead of wobbling.
        skipAnimation
        hideLegend
        height={290}
      />
    </Stack>
  );
}
