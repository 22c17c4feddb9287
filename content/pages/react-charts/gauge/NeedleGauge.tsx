import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// A needle from the center of the gauge to the middle of the arc, at the angle of the value.
function GaugeNeedle() {
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const length = (outerRadius + innerRadius) / 2;
  const target = { x: cx + length * Math.sin(valueAngle), y: cy - length * Math.cos(valueAngle) };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="#d32f2f" />
      <path
        d={`M ${cx} ${cy} L ${target.x} ${target.y}`}
        stroke="#d32f2f"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

export default function NeedleGauge() {
  return (
    <GaugeContainer
      value={132}
      valueMax={200}
      startAngle={-110}
      endAngle={110}
      innerRadius="75%"
      height={200}
      aria-label="Speed in kilometers per hour"
      aria-valuetext="132 km/h"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <GaugeNeedle />
    </GaugeContainer>
  );
}
