import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { barElementClasses } from '@mui/x-charts/BarChart';

const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026'];
// Megawatt-hours sold per quarter: the last two quarters are a forecast.
const actual = [412, 455, 498, 530, null, null];
const forecast = [null, null, null, null, 561, 590];

export default function PatternFill() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'MWh sold', width: 64 }]}
        series={[
          { id: 'actual', data: actual, label: 'Actual', stack: 'sales', color: '#2e7d32' },
          { id: 'forecast', data: forecast, label: 'Forecast', stack: 'sales', color: '#66bb6a' },
        ]}
        height={300}
        sx={{
          [`& .${barElementClasses.series}-forecast`]: {
            fill: 'url(#forecast-hatch)',
            stroke: '#66bb6a',
            strokeWidth: 1,
          },
        }}
      >
        <defs>
          <pattern
            id="forecast-hatch"
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" fill="#e8f5e9" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#66bb6a" strokeWidth="4" />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
