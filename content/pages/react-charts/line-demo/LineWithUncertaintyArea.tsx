import Box from '@mui/material/Box';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

// Monthly electricity demand (TWh): measured until June, then a forecast with an 80% band.
// Shaped like the short-term outlooks that energy agencies publish; illustrative values.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const measured = [48.2, 44.9, 45.6, 40.1, 38.7, 37.9, null, null, null, null, null, null];
const forecast = [null, null, null, null, null, 37.9, 39.2, 38.6, 38.9, 42.7, 45.8, 48.9];
const low = [null, null, null, null, null, 37.9, 37.8, 36.7, 36.4, 39.6, 42.1, 44.6];
const high = [null, null, null, null, null, 37.9, 40.6, 40.5, 41.4, 45.8, 49.5, 53.2];
const bandWidth = high.map((value, index) => (value === null ? null : value - (low[index] ?? 0)));

export default function LineWithUncertaintyArea() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 30, label: 'Demand (TWh)' }]}
        series={[
          // The band is two stacked areas: an invisible one up to the low bound, then the band itself.
          {
            id: 'low',
            data: low,
            stack: 'band',
            area: true,
            showMark: false,
            color: 'transparent',
            disableHighlight: true,
            valueFormatter: (v) => (v === null ? null : `low ${v}`),
          },
          {
            id: 'band',
            data: bandWidth,
            stack: 'band',
            area: true,
            showMark: false,
            label: '80% range',
            color: '#90caf9',
            valueFormatter: (_v, { dataIndex }) =>
              high[dataIndex] === null ? null : `up to ${high[dataIndex]}`,
          },
          { data: measured, label: 'Measured', color: '#0d47a1', showMark: false },
          { data: forecast, label: 'Forecast', color: '#1976d2', showMark: false },
        ]}
        sx={{ [`& .${areaElementClasses.series}-low`]: { fill: 'transparent' } }}
        height={300}
      />
    </Box>
  );
}
