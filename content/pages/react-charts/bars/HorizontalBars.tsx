import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const ticketsByTeam = [
  { team: 'Billing', resolved: 412 },
  { team: 'Onboarding', resolved: 356 },
  { team: 'Integrations', resolved: 298 },
  { team: 'Mobile apps', resolved: 241 },
  { team: 'Security', resolved: 127 },
];

export default function HorizontalBars() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        layout="horizontal"
        dataset={ticketsByTeam}
        yAxis={[{ scaleType: 'band', dataKey: 'team', width: 96 }]}
        xAxis={[{ label: 'Tickets resolved in March 2025' }]}
        series={[
          {
            dataKey: 'resolved',
            label: 'Resolved tickets',
            valueFormatter: (value) => `${value} tickets`,
          },
        ]}
        barLabel="value"
        borderRadius={6}
        hideLegend
        height={300}
      />
    </Box>
  );
}
