import Box from '@mui/material/Box';
import { LineChart, type LineHighlightElementProps } from '@mui/x-charts/LineChart';

// Weekly downloads of an open-source package, in thousands; illustrative values.
const weeks = Array.from({ length: 16 }, (_, index) => index + 1);
const downloads = [41, 44, 43, 47, 52, 50, 55, 61, 58, 63, 66, 64, 70, 74, 72, 79];

// Drawn at the hovered point only: a large ring in place of the default small dot.
function RingHighlight({ x, y, color }: LineHighlightElementProps) {
  return (
    <circle cx={x} cy={y} r={8} fill="#fff" stroke={color} strokeWidth={3} pointerEvents="none" />
  );
}

export default function LargeHighlightLine() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}K` }]}
        series={[
          { data: downloads, label: 'Downloads', showMark: false, valueFormatter: (v) => `${v}K` },
        ]}
        axisHighlight={{ x: 'line' }}
        slots={{ lineHighlight: RingHighlight }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
