import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Orders per month: actual figures until June, a forecast from June on.
const actual = [410, 432, 470, 455, 498, 521, null, null, null, null, null, null];
const forecast = [null, null, null, null, null, 521, 540, 556, 548, 575, 610, 668];

/** A dashed stroke, like the forecast line in the chart. */
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 16 4" width={16} height={4} aria-hidden="true">
      <line x1={0} y1={2} x2={16} y2={2} stroke={color} strokeWidth={4} strokeDasharray="4 2" />
    </svg>
  );
}

export default function CustomLegendMark() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'actual', data: actual, label: 'Orders', color: '#1565c0' },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            color: '#1565c0',
            labelMarkType: DashedMark,
          },
        ]}
        height={280}
        sx={{ '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' } }}
      />
    </Box>
  );
}
