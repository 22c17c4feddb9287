import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tickets of a support team by status, this week.
const tickets = [
  { id: 'open', label: 'Open', value: 38, color: '#ef6c00' },
  { id: 'pending', label: 'Waiting on customer', value: 21, color: '#fbc02d' },
  { id: 'solved', label: 'Solved', value: 143, color: '#2e7d32' },
];
const total = tickets.reduce((sum, item) => sum + item.value, 0);

function CenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="central">
      <tspan fontSize={28} fontWeight={700}>
        {total}
      </tspan>
      <tspan x={left + width / 2} dy={24} fontSize={13}>
        tickets
      </tspan>
    </text>
  );
}

export default function PieChartWithCenterLabel() {
  return (
    <Box
      sx={{ width: '100%', height: 240, '& text': { fill: 'currentColor' }, color: 'text.primary' }}
    >
      <PieChart series={[{ data: tickets, innerRadius: 70, outerRadius: 100 }]} height={240}>
        <CenterLabel />
      </PieChart>
    </Box>
  );
}
