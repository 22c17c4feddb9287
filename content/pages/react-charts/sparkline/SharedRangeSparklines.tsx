import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly active users of three apps, in thousands.
const apps = [
  { name: 'Notes', data: [42, 44, 47, 46, 49, 53, 55, 58] },
  { name: 'Calendar', data: [21, 22, 21, 23, 24, 24, 25, 26] },
  { name: 'Tasks', data: [8, 9, 9, 11, 12, 12, 14, 15] },
];

export default function SharedRangeSparklines() {
  return (
    <Stack spacing={1} sx={{ height: 200 }}>
      {apps.map((app) => (
        <Stack key={app.name} direction="row" spacing={2} sx={{ alignItems: 'center', height: 56 }}>
          <Typography variant="body2" sx={{ width: 80 }}>
            {app.name}
          </Typography>
          {/* All rows share the range 0 to 60, so their heights compare. */}
          <SparkLineChart
            data={app.data}
            yAxis={{ min: 0, max: 60 }}
            area
            height={56}
            sx={{ flexGrow: 1 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
