import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

export default function ExportToolbar() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <BarChartPro
        showToolbar
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd },
          { dataKey: 'wholesale', label: 'Wholesale', valueFormatter: formatUsd },
        ]}
        height={300}
      />
    </Box>
  );
}
