import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauges() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 160 }}>
      {/* A full circle: the default startAngle 0 and endAngle 360. */}
      <Gauge value={72} width={140} height={160} aria-label="Battery charge" />
      {/* A half circle from -90 to 90 degrees, centered near the bottom. */}
      <Gauge
        value={38}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        text={({ value }) => `${value}%`}
        width={200}
        height={160}
        aria-label="Disk space used"
      />
    </Stack>
  );
}
