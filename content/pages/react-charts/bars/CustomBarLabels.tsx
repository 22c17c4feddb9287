import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { salesByMonth } from '../shared/sales';

const thousands = (value: number | null) => (value === null ? '' : `${Math.round(value / 1000)}K`);

export default function CustomBarLabels() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}K`, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', stack: 'total' },
          { dataKey: 'retail', label: 'Retail', stack: 'total' },
          { dataKey: 'wholesale', label: 'Wholesale', stack: 'total' },
        ]}
        // Print the value only where the bar is tall enough to hold it.
        barLabel={(item, context) => (context.bar.height < 24 ? null : thousands(item.value))}
        height={300}
      />
    </Box>
  );
}
