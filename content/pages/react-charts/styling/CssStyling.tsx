import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

export default function CssStyling() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month', disableTicks: true }]}
        yAxis={[
          { valueFormatter: formatCompactUsd, width: 56, disableLine: true, disableTicks: true },
        ]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd, color: '#37474f' },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd, color: '#b0bec5' },
        ]}
        grid={{ horizontal: true }}
        borderRadius={6}
        height={300}
        sx={{
          [`& .${axisClasses.tickLabel}`]: { fill: '#607d8b', fontWeight: 500 },
          [`& .${axisClasses.bottom} .${axisClasses.line}`]: { stroke: '#90a4ae', strokeWidth: 2 },
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', stroke: '#cfd8dc' },
          [`& .${legendClasses.label}`]: {
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
            fontSize: 12,
          },
        }}
      />
    </Box>
  );
}
