import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { storageTotal, storageUsage } from '../shared/storage';

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
}));

function CenterLabel({ children }: { children: string }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function DonutCenterLabel() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: storageUsage,
            innerRadius: '65%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
        height={300}
      >
        <CenterLabel>{`${storageTotal} GB used`}</CenterLabel>
      </PieChart>
    </Box>
  );
}
