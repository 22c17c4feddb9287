import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, type BarElementSlots } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

type BarProps = React.ComponentProps<NonNullable<BarElementSlots['bar']>>;

// Solar panel installations per quarter: four reported quarters, then two forecasts.
const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026'];
const installations = [1240, 1815, 2090, 1460, 1390, 2010];
const firstForecast = 4;
const hatchId = 'forecast-hatch';

function ForecastBar(props: BarProps) {
  const {
    ownerState,
    id,
    dataIndex,
    color,
    x,
    y,
    width,
    height,
    xOrigin,
    yOrigin,
    layout,
    skipAnimation,
    ...other
  } = props;
  // The default animation: the bar grows from the axis, and moves when the data changes.
  const animated = useAnimateBar({ x, y, width, height, xOrigin, yOrigin, layout, skipAnimation });
  const isForecast = dataIndex >= firstForecast;

  return (
    <rect
      {...other}
      {...animated}
      fill={isForecast ? `url(#${hatchId})` : color}
      stroke={isForecast ? color : 'none'}
      strokeDasharray={isForecast ? '4 3' : undefined}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

export default function ForecastBars() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: installations, label: 'Installations', color: '#f28e2b' }]}
        slots={{ bar: ForecastBar }}
        hideLegend
        height={320}
      >
        <defs>
          <pattern
            id={hatchId}
            width={8}
            height={8}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={8} height={8} fill="#fdebd3" />
            <line x1={0} y1={0} x2={0} y2={8} stroke="#f28e2b" strokeWidth={3} />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
