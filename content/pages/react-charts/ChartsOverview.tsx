import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { electricityMix, latestMix as latest } from './shared/energy';

const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(1)}%`);

export default function ChartsOverview() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        gap: 2,
        height: { xs: 780, md: 260 },
      }}
    >
      <BarChart
        dataset={electricityMix}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ width: 36 }]}
        series={[
          { dataKey: 'wind', label: 'Wind', valueFormatter: percent },
          { dataKey: 'solar', label: 'Solar', valueFormatter: percent },
        ]}
        height={240}
      />
      <LineChart
        dataset={electricityMix}
        xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
        yAxis={[{ width: 36 }]}
        series={[
          { dataKey: 'gas', label: 'Gas', valueFormatter: percent },
          { dataKey: 'coal', label: 'Coal', valueFormatter: percent },
        ]}
        height={240}
      />
      <PieChart
        series={[
          {
            innerRadius: '45%',
            valueFormatter: (item) => percent(item.value),
            data: [
              { id: 'wind', label: 'Wind', value: latest.wind },
              { id: 'solar', label: 'Solar', value: latest.solar },
              { id: 'hydro', label: 'Hydro', value: latest.hydro },
              { id: 'gas', label: 'Gas', value: latest.gas },
              { id: 'coal', label: 'Coal', value: latest.coal },
            ],
          },
        ]}
        height={240}
      />
    </Box>
  );
}
