import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { countries } from '../shared/countries';

// 30 countries ranked by life expectancy, ten at a time.
const ranked = [...countries].sort((a, b) => b.lifeExpectancy - a.lifeExpectancy);

export default function VerticalZoomSlider() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <BarChartPro
        layout="horizontal"
        dataset={ranked}
        yAxis={[
          {
            id: 'countries',
            scaleType: 'band',
            dataKey: 'name',
            width: 96,
            // A slider along the y-axis, with 20 pixels for it instead of 28.
            zoom: { slider: { enabled: true, size: 20 } },
          },
        ]}
        xAxis={[{ min: 40, label: 'Life expectancy (years)' }]}
        series={[
          {
            dataKey: 'lifeExpectancy',
            label: 'Life expectancy',
            valueFormatter: (v) => `${v} years`,
          },
        ]}
        initialZoom={[{ axisId: 'countries', start: 0, end: 33 }]}
        hideLegend
        height={380}
      />
    </Box>
  );
}
