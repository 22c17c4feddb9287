import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityMix } from '../shared/energy';

const sources = [
  { key: 'wind', short: 'Wind', long: 'Wind (onshore and offshore)' },
  { key: 'solar', short: 'Solar', long: 'Solar photovoltaic' },
  { key: 'gas', short: 'Gas', long: 'Natural gas' },
] as const;

export default function SeriesFormatting() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={electricityMix}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={sources.map((source) => ({
          dataKey: source.key,
          // A short name in the legend, a precise one in the tooltip.
          label: (location: 'tooltip' | 'legend') =>
            location === 'tooltip' ? source.long : source.short,
          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => {
            if (value === null) {
              return null;
            }
            const previous = electricityMix[dataIndex - 1]?.[source.key];
            if (previous === undefined) {
              return `${value.toFixed(1)}% of generation`;
            }
            const change = value - previous;
            return `${value.toFixed(1)}% (${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} pt)`;
          },
        }))}
        height={340}
      />
    </Box>
  );
}
