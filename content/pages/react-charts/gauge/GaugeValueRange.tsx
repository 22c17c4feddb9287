import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeValueRange() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 160 }}>
      {/* A thermostat set to 21.5 °C on a dial from 10 °C to 30 °C. */}
      <Gauge
        value={21.5}
        valueMin={10}
        valueMax={30}
        startAngle={-120}
        endAngle={120}
        text={({ value }) => `${value} °C`}
        width={180}
        height={160}
        aria-label="Thermostat setting"
      />
      {/* Steps walked today out of a goal of 8,000. */}
      <Gauge
        value={5640}
        valueMax={8000}
        text={({ value, valueMax }) =>
          `${value?.toLocaleString('en-US')} / ${valueMax.toLocaleString('en-US')}`
        }
        width={180}
        height={160}
        aria-label="Steps walked today"
      />
    </Stack>
  );
}
