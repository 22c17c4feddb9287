import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries, useLegend } from '@mui/x-charts/hooks';

// Quarterly bookings of a travel agency, per region, in thousands of euros.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const regions = [
  { id: 'europe', label: 'Europe', data: [410, 560, 720, 380] },
  { id: 'asia', label: 'Asia', data: [260, 240, 310, 290] },
  { id: 'americas', label: 'Americas', data: [180, 220, 270, 210] },
];

function LegendWithTotals() {
  const { items } = useLegend();
  const series = useBarSeries();

  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 150 }}>
      {items.map((item) => {
        const total = series
          .find((bar) => bar.id === item.seriesId)
          ?.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        return (
          <Stack
            component="li"
            key={item.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {`€${(total ?? 0).toLocaleString('en-US')}k`}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function HtmlLegendTotals() {
  return (
    <ChartDataProvider
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={regions.map((region) => ({ ...region, type: 'bar' as const }))}
      height={300}
    >
      <Stack direction="row" spacing={2} sx={{ width: '100%', height: 300, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, height: '100%', minWidth: 0 }}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <LegendWithTotals />
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
