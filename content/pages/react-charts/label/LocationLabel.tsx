import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatUsd, salesByMonth } from '../shared/sales';

export default function LocationLabel() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 56 }]}
        series={[
          // A string: the same text in the legend and the tooltip.
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd },
          // A function: a short legend entry and a precise tooltip row.
          {
            dataKey: 'retail',
            label: (location) => (location === 'legend' ? 'Retail' : 'Retail (12 stores)'),
            valueFormatter: formatUsd,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
