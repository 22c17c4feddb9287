import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weight of a parcel locker's contents, weighed on irregular days in May 2025 (kg).
const weighedOn = [1, 2, 3, 10, 11, 24, 25, 26, 27, 31].map((day) => new Date(2025, 4, day));
const weight = [42, 45, 41, 63, 60, 38, 40, 44, 47, 52];
const formatDay = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

export default function TimeSpacedSparklines() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420, height: 150 }}>
      <Box>
        <Typography variant="caption">Without x-axis data: one step per reading</Typography>
        <SparkLineChart data={weight} showTooltip showHighlight height={50} />
      </Box>
      <Box>
        <Typography variant="caption">
          With dates on a time axis: gaps where no one weighed
        </Typography>
        <SparkLineChart
          data={weight}
          xAxis={{ data: weighedOn, scaleType: 'time', valueFormatter: formatDay }}
          showTooltip
          showHighlight
          height={50}
        />
      </Box>
    </Stack>
  );
}
