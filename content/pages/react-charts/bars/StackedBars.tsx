import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

export default function StackedBars() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month', categoryGapRatio: 0.4 }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', stack: 'revenue', valueFormatter: formatUsd },
          { dataKey: 'retail', label: 'Retail', stack: 'revenue', valueFormatter: formatUsd },
          { dataKey: 'wholesale', label: 'Wholesale', stack: 'revenue', valueFormatter: formatUsd },
        ]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
