import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

// Only the second half of the year can be shown, and never less than 10% or more than 30% of it.
export default function ZoomSliderLimits() {
  return (
    <LineChartPro
      dataset={demand2024}
      xAxis={[
        {
          id: 'date',
          scaleType: 'time',
          dataKey: 'date',
          valueFormatter: formatDemandDay,
          zoom: { minStart: 50, minSpan: 10, maxSpan: 30, slider: { enabled: true } },
        },
      ]}
      yAxis={[{ label: 'GWh', width: 64 }]}
      series={[{ dataKey: 'demand', label: 'Daily demand', showMark: false }]}
      initialZoom={[{ axisId: 'date', start: 60, end: 80 }]}
      hideLegend
      height={320}
    />
  );
}
