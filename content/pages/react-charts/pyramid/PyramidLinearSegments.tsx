import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Share of a country's population by highest level of education completed, in percent.
// Shaped like the educational attainment tables that the OECD publishes; illustrative.
const education = [
  { label: 'Doctorate', value: 1 },
  { label: "Master's", value: 14 },
  { label: "Bachelor's", value: 21 },
  { label: 'Upper secondary', value: 42 },
  { label: 'Lower secondary or less', value: 22 },
];

export default function PyramidLinearSegments() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', height: 340 }}>
      {/* Band scale (default): every level gets the same height. */}
      <FunnelChart series={[{ curve: 'pyramid', data: education }]} hideLegend height={340} />
      {/* Linear scale: each level's height is proportional to its value. */}
      <FunnelChart
        series={[{ curve: 'pyramid', data: education }]}
        categoryAxis={{ scaleType: 'linear' }}
        hideLegend
        height={340}
      />
    </Stack>
  );
}
