import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generation by source, in terawatt-hours. Shaped like the yearly
// electricity statistics that national energy agencies publish; the values are illustrative.
const generation = [
  { year: '2019', coal: 171, gas: 92, nuclear: 75, wind: 126, solar: 46 },
  { year: '2020', coal: 134, gas: 95, nuclear: 64, wind: 132, solar: 50 },
  { year: '2021', coal: 165, gas: 90, nuclear: 69, wind: 114, solar: 50 },
  { year: '2022', coal: 181, gas: 80, nuclear: 35, wind: 125, solar: 60 },
  { year: '2023', coal: 126, gas: 77, nuclear: 7, wind: 142, solar: 62 },
  { year: '2024', coal: 109, gas: 83, nuclear: 0, wind: 136, solar: 72 },
];

const sources = [
  { key: 'coal', label: 'Coal', color: '#5d4037' },
  { key: 'gas', label: 'Gas', color: '#90a4ae' },
  { key: 'nuclear', label: 'Nuclear', color: '#7e57c2' },
  { key: 'wind', label: 'Wind', color: '#29b6f6' },
  { key: 'solar', label: 'Solar', color: '#ffca28' },
];

export default function StackedBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={generation}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ label: 'TWh' }]}
        series={sources.map((source) => ({
          dataKey: source.key,
          label: source.label,
          color: source.color,
          stack: 'generation',
          valueFormatter: (value: number | null) => `${value} TWh`,
        }))}
        height={300}
      />
    </Box>
  );
}
