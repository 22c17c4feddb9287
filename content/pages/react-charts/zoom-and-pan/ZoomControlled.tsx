import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

const xAxis = [
  {
    id: 'days',
    dataKey: 'date',
    scaleType: 'time' as const,
    valueFormatter: formatDemandDay,
    zoom: true,
  },
];

export default function ZoomControlled() {
  // Both charts read and write the same zoom state, so they stay in sync.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 0, end: 25 },
  ]);
  const range = zoomData[0];

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 440 }}>
      <Typography variant="body2" role="status">
        Showing{' '}
        {range ? `${range.start.toFixed(1)}% to ${range.end.toFixed(1)}%` : 'the whole year'} of
        2024
      </Typography>
      <LineChartPro
        dataset={demand2024}
        xAxis={xAxis}
        yAxis={[{ label: 'GWh', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Demand', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
        height={200}
      />
      <LineChartPro
        dataset={demand2024}
        xAxis={xAxis}
        yAxis={[{ label: '°C', width: 64 }]}
        series={[
          { dataKey: 'temperature', label: 'Temperature', showMark: false, color: '#d84315' },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
        height={200}
      />
    </Stack>
  );
}
