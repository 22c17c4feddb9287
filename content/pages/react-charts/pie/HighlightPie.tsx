import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Where visitors of an online shop came from last month.
const channels = [
  { id: 'search', label: 'Organic search', value: 41_200 },
  { id: 'direct', label: 'Direct', value: 22_800 },
  { id: 'email', label: 'Email', value: 13_500 },
  { id: 'social', label: 'Social', value: 9_700 },
  { id: 'ads', label: 'Paid ads', value: 7_400 },
];

export default function HighlightPie() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: channels,
            innerRadius: 50,
            outerRadius: 110,
            paddingAngle: 1,
            cornerRadius: 3,
            highlightScope: { highlight: 'item', fade: 'global' },
            // The hovered slice grows by 8 px; the others shrink and turn gray.
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -8, color: 'gray' },
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visits`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
