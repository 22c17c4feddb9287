import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

export default function ZoomOptions() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChartPro
        dataset={demand2024}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'time',
            valueFormatter: formatDemandDay,
            zoom: {
              minSpan: 5, // about 18 days
              maxSpan: 50, // at most half of the year
              step: 10, // each wheel notch zooms twice as fast as the default 5
              panning: true,
            },
          },
        ]}
        yAxis={[{ label: 'GWh per day', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Electricity demand', showMark: false, area: true }]}
        initialZoom={[{ axisId: 'days', start: 50, end: 75 }]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
