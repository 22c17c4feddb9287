import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

function TotalTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) {
    return null;
  }
  const total = axis.seriesItems.reduce(
    (sum, item) => sum + (typeof item.value === 'number' ? item.value : 0),
    0,
  );

  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={3} sx={{ p: 1.5, minWidth: 200 }}>
        <Typography variant="subtitle2">{axis.axisFormattedValue} 2025</Typography>
        {axis.seriesItems.map((item) => (
          <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.formattedLabel}
            </Typography>
            <Typography variant="body2">{item.formattedValue}</Typography>
          </Box>
        ))}
        <Typography
          variant="body2"
          sx={{ mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 600 }}
        >
          Total: {formatUsd(total)}
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd, stack: 'total' },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd, stack: 'total' },
          { dataKey: 'wholesale', label: 'Wholesale', valueFormatter: formatUsd, stack: 'total' },
        ]}
        slots={{ tooltip: TotalTooltip }}
        height={340}
      />
    </Box>
  );
}
