import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { jobLevels } from '../shared/jobLevels';

export default function BasicPyramid() {
  return (
    <Box sx={{ width: '100%', maxWidth: 480, height: 340 }}>
      <FunnelChart
        series={[
          {
            curve: 'pyramid',
            data: jobLevels,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} employees`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
