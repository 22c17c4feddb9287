import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const rounds = ['Bahrain', 'Jeddah', 'Melbourne', 'Suzuka', 'Shanghai', 'Miami', 'Imola', 'Monaco'];

// Championship position after each race: 1 is the leader.
const standings = [
  { label: 'Team Aurora', data: [4, 3, 3, 2, 2, 1, 1, 1] },
  { label: 'Team Borealis', data: [1, 1, 2, 1, 1, 2, 2, 3] },
  { label: 'Team Cirrus', data: [2, 2, 1, 3, 3, 3, 3, 2] },
];

export default function ReversedAxis() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: rounds }]}
        // Put the leader at the top: position 1 is drawn highest.
        yAxis={[
          {
            reverse: true,
            min: 1,
            max: 4,
            tickInterval: [1, 2, 3, 4],
            label: 'Position',
            valueFormatter: (position: number) => `P${position}`,
          },
        ]}
        series={standings.map((team) => ({ ...team, curve: 'linear' as const }))}
        margin={{ right: 30 }}
        height={280}
      />
    </Box>
  );
}
