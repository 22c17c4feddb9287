import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { unemploymentMonths } from '../shared/unemployment';

// Draws a flat placeholder line and a message in the middle of the plot area.
function NoRatesOverlay({ message }: { message?: string }) {
  const { top, left, width, height } = useDrawingArea();
  const theme = useTheme();

  return (
    <g>
      <line
        x1={left}
        x2={left + width}
        y1={top + height / 2}
        y2={top + height / 2}
        stroke={theme.palette.divider}
        strokeWidth={2}
        strokeDasharray="6 6"
      />
      <text
        x={left + width / 2}
        y={top + height / 2 - 16}
        textAnchor="middle"
        style={{ ...theme.typography.body2, fill: theme.palette.text.secondary }}
      >
        {message}
      </text>
    </g>
  );
}

export default function CustomOverlay() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ data: unemploymentMonths, scaleType: 'time' }]}
        yAxis={[{ min: 0, max: 10, valueFormatter: (value: number) => `${value}%` }]}
        series={[]}
        slots={{ noDataOverlay: NoRatesOverlay }}
        slotProps={{
          noDataOverlay: { message: 'No figures published yet' },
        }}
        height={300}
      />
    </Box>
  );
}
