import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mean daily high in °C, rounded.
const lisbon = [15, 16, 19, 20, 23, 26, 28, 29, 27, 23, 18, 15];
const oslo = [-1, 0, 4, 10, 16, 20, 22, 21, 16, 9, 4, 0];

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

function GapTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) {
    return null;
  }
  const [first, second] = axis.seriesItems.map((item) =>
    typeof item.value === 'number' ? item.value : 0,
  );

  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
        <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
        {axis.seriesItems.map((item) => (
          <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 10, height: 3, borderRadius: 1, bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.formattedLabel}
            </Typography>
            <Typography variant="body2">{item.formattedValue}</Typography>
          </Box>
        ))}
        <Typography
          variant="body2"
          sx={{ mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 600 }}
        >
          Lisbon is {(first ?? 0) - (second ?? 0)} °C warmer
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function CustomLineTooltip() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}°`, width: 40 }]}
        series={[
          { data: lisbon, label: 'Lisbon', valueFormatter: celsius },
          { data: oslo, label: 'Oslo', valueFormatter: celsius },
        ]}
        slots={{ tooltip: GapTooltip }}
        height={320}
      />
    </Box>
  );
}
