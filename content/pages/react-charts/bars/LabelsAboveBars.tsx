import Box from '@mui/material/Box';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';

const satisfaction = [
  { quarter: 'Q1 2024', score: 71 },
  { quarter: 'Q2 2024', score: 74 },
  { quarter: 'Q3 2024', score: 69 },
  { quarter: 'Q4 2024', score: 78 },
  { quarter: 'Q1 2025', score: 82 },
];

// Draws the label 6 px above the top of its bar instead of inside it.
function LabelAbove(props: BarLabelProps) {
  const { x, y, width, children } = props;
  return (
    <text x={x + width / 2} y={y - 6} textAnchor="middle" fontSize={13} fill="currentColor">
      {children}
    </text>
  );
}

export default function LabelsAboveBars() {
  return (
    <Box sx={{ width: '100%', height: 300, color: 'text.primary' }}>
      <BarChart
        dataset={satisfaction}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ max: 100, width: 36 }]}
        series={[{ dataKey: 'score', label: 'Customer satisfaction score' }]}
        barLabel={(item) => `${item.value}`}
        slots={{ barLabel: LabelAbove }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
