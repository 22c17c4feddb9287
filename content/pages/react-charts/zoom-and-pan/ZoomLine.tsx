import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

export default function ZoomLine() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChartPro
        dataset={demand2024}
        xAxis={[
          { dataKey: 'date', scaleType: 'time', valueFormatter: formatDemandDay, zoom: true },
        ]}
        yAxis={[{ label: 'GWh per day', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Electricity demand', showMark: false }]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
