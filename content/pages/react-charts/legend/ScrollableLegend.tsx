import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Visitors of a travel website last month, by country.
const visitors = [
  { label: 'United States', value: 18_400 },
  { label: 'Germany', value: 9_600 },
  { label: 'United Kingdom', value: 8_900 },
  { label: 'France', value: 7_300 },
  { label: 'Spain', value: 6_100 },
  { label: 'Italy', value: 5_800 },
  { label: 'Netherlands', value: 4_200 },
  { label: 'Canada', value: 3_900 },
  { label: 'Australia', value: 3_400 },
  { label: 'Japan', value: 2_800 },
  { label: 'Brazil', value: 2_500 },
  { label: 'Poland', value: 2_100 },
  { label: 'Sweden', value: 1_700 },
  { label: 'Mexico', value: 1_500 },
  { label: 'India', value: 1_300 },
].map((item, index) => ({ ...item, id: index }));

export default function ScrollableLegend() {
  return (
    <Box sx={{ width: '100%', height: 260 }}>
      <PieChart
        series={[{ data: visitors, innerRadius: 50 }]}
        height={260}
        // A box that scrolls takes focus, so the arrow keys scroll it too.
        slotProps={{ legend: { tabIndex: 0 } }}
        sx={{
          // The legend is HTML: cap its height and let it scroll.
          [`& .${legendClasses.root}`]: {
            maxHeight: 220,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            paddingRight: 1,
          },
        }}
      />
    </Box>
  );
}
