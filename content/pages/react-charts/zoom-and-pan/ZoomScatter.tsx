import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

export default function ZoomScatter() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChartPro
        xAxis={[{ label: 'Daily mean temperature (°C)', zoom: true }]}
        yAxis={[{ label: 'Demand (GWh)', width: 64, zoom: true }]}
        series={[
          {
            label: 'Days of 2024',
            data: demand2024.map((day, index) => ({
              id: index,
              x: day.temperature,
              y: day.demand,
            })),
            valueFormatter: (value) =>
              value
                ? `${formatDemandDay(demand2024[Number(value.id)]!.date)}: ${value.y} GWh at ${value.x} °C`
                : '',
          },
        ]}
        hideLegend
        height={340}
      />
    </Box>
  );
}
