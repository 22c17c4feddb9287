import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Books borrowed per day at a library branch.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const books = [84, 97, 102, 91, 120, 164];
const chart = {
  xAxis: [{ scaleType: 'band' as const, data: days }],
  yAxis: [{ width: 36 }],
  series: [{ data: books, label: 'Books' }],
  hideLegend: true,
};

export default function FixedAndFluidSize() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 300 }}>
      <Box>
        <Typography variant="caption">width 240, height 220</Typography>
        <BarChart {...chart} width={240} height={220} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="caption">No size: fills the dashed box</Typography>
        <Box
          sx={{
            flexGrow: 1,
            minHeight: 0,
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
          }}
        >
          <BarChart {...chart} />
        </Box>
      </Box>
    </Stack>
  );
}
