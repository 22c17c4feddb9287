import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// First day of each month from January 2024 to June 2025.
const months = Array.from({ length: 18 }, (_, index) => new Date(Date.UTC(2024, index, 1)));

// New subscriptions per month of a streaming service.
const signups = [
  820, 760, 910, 870, 940, 1010, 1180, 1230, 990, 1050, 1320, 1610, 1150, 980, 1090, 1040, 1170,
  1240,
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export default function GroupedXAxis() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        xAxis={[
          {
            data: months,
            height: 70,
            // One row of labels per group: month, then quarter, then year.
            groups: [
              { getValue: (date: Date) => monthName.format(date) },
              { getValue: (date: Date) => `Q${Math.floor(date.getUTCMonth() / 3) + 1}` },
              {
                getValue: (date: Date) => date.getUTCFullYear(),
                tickSize: 40,
                tickLabelStyle: { fontWeight: 'bold' },
              },
            ],
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
          },
        ]}
        series={[{ data: signups, label: 'New subscriptions' }]}
        hideLegend
        height={340}
      />
    </Box>
  );
}
