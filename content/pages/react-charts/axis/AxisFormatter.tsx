import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

const monthNames: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  May: 'May',
  Jun: 'June',
};

export default function AxisFormatter() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'month',
            // Short names under the bars, full names in the tooltip.
            valueFormatter: (month: string, context) =>
              context.location === 'tick' ? month : `${monthNames[month] ?? month} 2025`,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatCompactUsd(value) }]}
        series={[{ dataKey: 'online', label: 'Online revenue', valueFormatter: formatUsd }]}
        height={280}
      />
    </Box>
  );
}
