import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function StyledGauge() {
  return (
    <Gauge
      value={83}
      startAngle={-110}
      endAngle={110}
      cornerRadius="50%"
      text={({ value }) => `${value} / 100`}
      height={200}
      aria-label="Lighthouse performance score"
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: { fontSize: 32, fontWeight: 600 },
        [`& .${gaugeClasses.valueArc}`]: { fill: '#2e7d32' },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
      })}
    />
  );
}
