import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Electricity use of an office building, in MWh per week. The last weeks are estimates.
const weeks = ['W27', 'W28', 'W29', 'W30', 'W31', 'W32', 'W33', 'W34', 'W35', 'W36'];
const consumption = [41.2, 39.8, 43.5, 45.1, 44.0, 38.6, 36.9, 40.4, 42.8, 44.3];

function PreliminaryWatermark() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();

  return (
    <g pointerEvents="none" fontFamily={theme.typography.fontFamily}>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="#9e9e9e"
        strokeDasharray="4 4"
      />
      <text
        x={left + width / 2}
        y={top + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        // 36 px, or less when the drawing area is too narrow for the word.
        fontSize={Math.min(36, width / 9)}
        fontWeight={700}
        fill="#bdbdbd"
        opacity={0.5}
      >
        PRELIMINARY
      </text>
      <text x={left + width - 8} y={top + 16} textAnchor="end" fontSize={12} fill="#757575">
        {`Drawing area: ${Math.round(width)} × ${Math.round(height)} px`}
      </text>
    </g>
  );
}

export default function DrawingAreaWatermark() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 30, label: 'MWh' }]}
        series={[{ data: consumption, label: 'Weekly consumption', color: '#00796b' }]}
        hideLegend
        height={300}
      >
        <PreliminaryWatermark />
      </LineChart>
    </Box>
  );
}
