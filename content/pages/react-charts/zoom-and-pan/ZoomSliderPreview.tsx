import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

const points = demand2024.map((day, index) => ({ id: index, x: day.temperature, y: day.demand }));

export default function ZoomSliderPreview() {
  return (
    <Box sx={{ width: '100%', height: 560 }}>
      <LineChartPro
        dataset={demand2024}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'time',
            valueFormatter: formatDemandDay,
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 56 }]}
        series={[{ dataKey: 'demand', label: 'Demand (GWh)', showMark: false, area: true }]}
        initialZoom={[{ axisId: 'days', start: 30, end: 55 }]}
        hideLegend
        height={280}
      />
      <ScatterChartPro
        xAxis={[
          {
            id: 'temperature',
            label: 'Temperature (°C)',
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 56 }]}
        series={[
          { data: points, label: 'Days of 2024', markerSize: 3, preview: { markerSize: 2 } },
        ]}
        initialZoom={[{ axisId: 'temperature', start: 0, end: 40 }]}
        hideLegend
        height={280}
      />
    </Box>
  );
}
