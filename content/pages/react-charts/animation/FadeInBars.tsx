import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart, type BarElementSlots } from '@mui/x-charts/BarChart';
import { useAnimate } from '@mui/x-charts/hooks';

type BarProps = React.ComponentProps<NonNullable<BarElementSlots['bar']>>;
type Geometry = { x: number; y: number; width: number; height: number; opacity: number };

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

function interpolateGeometry(from: Geometry, to: Geometry) {
  return (t: number): Geometry => ({
    x: lerp(from.x, to.x, t),
    y: lerp(from.y, to.y, t),
    width: lerp(from.width, to.width, t),
    height: lerp(from.height, to.height, t),
    opacity: lerp(from.opacity, to.opacity, t),
  });
}

function FadeInBar(props: BarProps) {
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
  const target = { x, y, width, height, opacity: ownerState.isFaded ? 0.3 : 1 };
  // On mount, each bar starts at full height as a thin, transparent line in the middle of its slot.
  const start = { x: x + width / 2, y, width: 0, height, opacity: 0 };

  const animated = useAnimate<Geometry, SVGRectElement>(target, {
    createInterpolator: interpolateGeometry,
    transformProps: (geometry) => geometry,
    applyProps: (element, geometry) => {
      element.setAttribute('x', String(geometry.x));
      element.setAttribute('y', String(geometry.y));
      element.setAttribute('width', String(geometry.width));
      element.setAttribute('height', String(geometry.height));
      element.setAttribute('opacity', String(geometry.opacity));
    },
    initialProps: start,
    skip: skipAnimation,
  });

  return <rect {...other} {...animated} fill={color} />;
}

// Guided tours booked per weekday at a museum, for two weeks.
const weeks = [
  [42, 58, 61, 55, 73, 118, 96],
  [47, 52, 66, 70, 81, 124, 88],
];

export default function FadeInBars() {
  const [week, setWeek] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setWeek((w) => 1 - w)}
      >
        {`Show week ${week === 0 ? 2 : 1}`}
      </Button>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
        series={[{ data: weeks[week], label: `Guided tours, week ${week + 1}`, color: '#76b7b2' }]}
        slots={{ bar: FadeInBar }}
        height={310}
      />
    </Stack>
  );
}
