import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';

// Answers to "How do you commute?" in a staff survey of 480 people; illustrative values.
const answers = [
  { id: 'bike', label: 'Bike', value: 132, note: 'Up 18 people on last year' },
  { id: 'transit', label: 'Public transport', value: 171, note: 'Mostly the tram line' },
  { id: 'car', label: 'Car', value: 98, note: 'Half of them car-pool' },
  { id: 'walk', label: 'On foot', value: 79, note: 'Lives within 2 km' },
];
const total = answers.reduce((sum, answer) => sum + answer.value, 0);

// Reads the hovered slice from the chart, then renders any content in the default container.
function CommuteTooltip() {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) return null;
  const answer = answers[tooltip.identifier.dataIndex];
  if (!answer) return null;
  return (
    <ChartsTooltipContainer trigger="item">
      <Paper elevation={3} sx={{ p: 1.5, borderLeft: 4, borderColor: tooltip.color }}>
        <Typography variant="subtitle2">{answer.label}</Typography>
        <Typography variant="body2">
          {answer.value} people, {Math.round((answer.value / total) * 100)}% of the staff
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {answer.note}
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function PieChartWithCustomTooltip() {
  return (
    <Box sx={{ width: '100%', height: 280 }}>
      <PieChart
        series={[{ data: answers, innerRadius: 45, paddingAngle: 2, cornerRadius: 4 }]}
        slots={{ tooltip: CommuteTooltip }}
        height={280}
      />
    </Box>
  );
}
