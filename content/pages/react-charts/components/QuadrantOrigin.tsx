import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Product lines of a retailer: revenue growth and operating margin over the year, in percent.
const productLines = [
  { id: 'Outdoor', x: 14.2, y: 11.5 },
  { id: 'Kitchen', x: 6.8, y: 8.1 },
  { id: 'Garden', x: 9.5, y: -3.2 },
  { id: 'Toys', x: -4.1, y: 5.6 },
  { id: 'Lighting', x: -7.8, y: -5.9 },
  { id: 'Bedding', x: 2.3, y: 3.4 },
  { id: 'Office', x: -2.6, y: -1.8 },
  { id: 'Pets', x: 18.7, y: 6.2 },
];

function QuadrantAxes() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const originX = xScale(0);
  const originY = yScale(0);
  const label = { fontSize: 12, fill: '#616161' };

  return (
    <g pointerEvents="none" fontFamily={theme.typography.fontFamily}>
      <line x1={originX} x2={originX} y1={top} y2={top + height} stroke="#424242" />
      <line x1={left} x2={left + width} y1={originY} y2={originY} stroke="#424242" />
      <text {...label} x={left + width - 6} y={top + 14} textAnchor="end">
        Growing and profitable
      </text>
      <text {...label} x={left + 6} y={top + height - 8}>
        Shrinking and losing money
      </text>
    </g>
  );
}

export default function QuadrantOrigin() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        xAxis={[{ min: -10, max: 20, label: 'Revenue growth (%)' }]}
        yAxis={[{ min: -8, max: 14, label: 'Operating margin (%)' }]}
        series={[
          {
            data: productLines,
            label: 'Product line',
            valueFormatter: (point) =>
              point ? `${point.id}: growth ${point.x}%, margin ${point.y}%` : '',
          },
        ]}
        hideLegend
        height={340}
      >
        <QuadrantAxes />
      </ScatterChart>
    </Box>
  );
}
