import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

// Visitors of a zoo over one week.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitors = [1240, 1105, 1380, 1290, 1720, 3460, 3915];

// Receives the formatted tick text, its position and its style; weekend days turn bold and red.
function WeekendTickLabel(props: ChartsTextProps) {
  const weekend = props.text === 'Sat' || props.text === 'Sun';
  return (
    <ChartsText
      {...props}
      style={{
        ...props.style,
        fill: weekend ? '#c62828' : undefined,
        fontWeight: weekend ? 700 : 400,
      }}
    />
  );
}

export default function WeekendTickLabels() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: days, slots: { axisTickLabel: WeekendTickLabel } }]}
      yAxis={[{ width: 48 }]}
      series={[{ data: visitors, label: 'Visitors' }]}
      hideLegend
      height={300}
    />
  );
}
