import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { visitsBySource, weeks } from '../shared/traffic';

export default function LegendLabelStyling() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ data: weeks, valueFormatter: (week: number) => `W${week}`, tickMinStep: 1 }]}
        yAxis={[{ width: 55 }]}
        series={[
          { data: visitsBySource.search, label: 'Search' },
          { data: visitsBySource.social, label: 'Social' },
          { data: visitsBySource.referral, label: 'Referral' },
        ]}
        height={280}
        sx={{
          [`& .${legendClasses.root}`]: { gap: 3 },
          [`& .${legendClasses.label}`]: {
            fontSize: 14,
            fontWeight: 600,
            textTransform: 'uppercase',
            letterSpacing: '0.05em',
          },
          [`& .${legendClasses.mark}`]: { width: 24 },
        }}
      />
    </Box>
  );
}
