import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

const names: Record<string, string> = Object.fromEntries(
  laptopScores.map((laptop) => [laptop.id, laptop.label]),
);

export default function RadarClick() {
  const [message, setMessage] = React.useState('Click a mark, an area, or near a metric.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={laptopScores.slice(0, 2).map((laptop) => ({ ...laptop, fillArea: true }))}
        highlight="series"
        onMarkClick={(_event, item) =>
          setMessage(`Mark: ${names[item.seriesId]}, ${laptopMetrics[item.dataIndex]}.`)
        }
        onAreaClick={(_event, item) => setMessage(`Area: ${names[item.seriesId]}.`)}
        onAxisClick={(_event, data) => data && setMessage(`Axis: ${data.axisValue}.`)}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={320}
      />
    </Stack>
  );
}
