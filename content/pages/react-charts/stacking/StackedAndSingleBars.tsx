import { BarChart } from '@mui/x-charts/BarChart';

// Hours logged per quarter by two teams, next to the hours that were planned.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const design = [310, 280, 350, 330];
const development = [620, 700, 660, 740];
const planned = [900, 950, 1000, 1050];

const hours = (value: number | null) => (value === null ? '' : `${value} h`);

export default function StackedAndSingleBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: design, label: 'Design', stack: 'logged', valueFormatter: hours },
        { data: development, label: 'Development', stack: 'logged', valueFormatter: hours },
        // No `stack`: this series gets its own bar beside the stack.
        { data: planned, label: 'Planned', valueFormatter: hours },
      ]}
      height={300}
    />
  );
}
