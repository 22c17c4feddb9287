import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

export default function GroupedBars() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd },
          { dataKey: 'wholesale', label: 'Wholesale', valueFormatter: formatUsd },
        ]}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
