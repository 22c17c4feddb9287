import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { jobLevels } from '../shared/jobLevels';

export default function PyramidDirection() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', height: 300 }}>
      {/* 'increasing': the point at the top, whatever the order of the values. */}
      <FunnelChart
        series={[{ curve: 'pyramid', funnelDirection: 'increasing', data: jobLevels }]}
        hideLegend
        height={300}
      />
      {/* 'decreasing': an upside-down pyramid. */}
      <FunnelChart
        series={[{ curve: 'pyramid', funnelDirection: 'decreasing', data: jobLevels }]}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
