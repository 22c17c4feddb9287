import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Staff of a company by level, from the board at the top to the teams at the base.
const levels = [
  { label: 'Board', value: 5 },
  { label: 'Directors', value: 18 },
  { label: 'Managers', value: 64 },
  { label: 'Staff', value: 310 },
];

export default function PyramidCurveFunnel() {
  return (
    <FunnelChart
      series={[
        { data: levels, curve: 'pyramid', valueFormatter: (item) => `${item.value} people` },
      ]}
      height={300}
    />
  );
}
