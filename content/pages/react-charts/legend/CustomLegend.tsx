import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

const totals: Record<string, number> = {
  online: salesByMonth.reduce((sum, month) => sum + month.online, 0),
  retail: salesByMonth.reduce((sum, month) => sum + month.retail, 0),
  wholesale: salesByMonth.reduce((sum, month) => sum + month.wholesale, 0),
};

/** A legend that also shows each channel's total for the half-year. */
function TotalsLegend() {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', py: 1 }}>
      {items.map((item) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 4, height: 32, borderRadius: 1, bgcolor: item.color }} />
          <div>
            <Typography variant="caption" color="text.secondary">
              {item.label}
            </Typography>
            <Typography variant="body2" fontWeight={600}>
              {formatUsd(totals[String(item.seriesId)] ?? null)}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

export default function CustomLegend() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd }]}
        series={[
          { id: 'online', dataKey: 'online', label: 'Online' },
          { id: 'retail', dataKey: 'retail', label: 'Retail' },
          { id: 'wholesale', dataKey: 'wholesale', label: 'Wholesale' },
        ]}
        slots={{ legend: TotalsLegend }}
        height={280}
      />
    </Box>
  );
}
