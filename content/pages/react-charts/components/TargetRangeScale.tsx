import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Air temperature in a greenhouse, in °C, every hour of one day.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const temperature = [
  17.2, 16.8, 16.5, 16.1, 15.9, 15.7, 16.4, 17.9, 19.6, 21.2, 22.8, 24.1, 25.3, 25.9, 25.4, 24.6,
  23.2, 21.9, 20.5, 19.4, 18.7, 18.1, 17.6, 17.4,
];
const target = { low: 18, high: 24 };
const ventilationOpened = 13;

function TargetBand() {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const xScale = useXScale<'linear'>();
  const top = yScale(target.high);
  const bottom = yScale(target.low);
  const ventX = xScale(ventilationOpened);

  return (
    <g pointerEvents="none" fontFamily={theme.typography.fontFamily}>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#66bb6a" opacity={0.15} />
      <text x={left + 6} y={top + 14} fontSize={12} fill="#2e7d32">
        {`Target ${target.low}–${target.high} °C`}
      </text>
      <line
        x1={ventX}
        x2={ventX}
        y1={yScale.range()[1]}
        y2={yScale.range()[0]}
        stroke="#ef6c00"
        strokeDasharray="4 3"
      />
      <text x={ventX + 4} y={bottom - 6} fontSize={12} fill="#ef6c00">
        Vents opened
      </text>
    </g>
  );
}

export default function TargetRangeScale() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 14, max: 28, label: '°C' }]}
        series={[
          { data: temperature, label: 'Air temperature', showMark: false, color: '#1565c0' },
        ]}
        hideLegend
        height={300}
      >
        <TargetBand />
      </LineChart>
    </Box>
  );
}
