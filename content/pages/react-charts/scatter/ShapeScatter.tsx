import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { regionPoints } from '../shared/countries';

// A diamond instead of the default circle; `size` is the series' markerSize.
function DiamondMarker(props: ScatterMarkerProps) {
  const { x, y, size, color, isFaded, onClick } = props;
  const r = size * 1.5;
  return (
    <path
      d={`M ${x} ${y - r} L ${x + r} ${y} L ${x} ${y + r} L ${x - r} ${y} Z`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      onClick={onClick}
    />
  );
}

export default function ShapeScatter() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        yAxis={[{ min: 60 }]}
        series={[
          { label: 'Europe', data: regionPoints('Europe'), markerSize: 5 },
          { label: 'Americas', data: regionPoints('Americas'), markerSize: 5 },
        ]}
        slots={{ marker: DiamondMarker }}
        height={280}
      />
    </Box>
  );
}
