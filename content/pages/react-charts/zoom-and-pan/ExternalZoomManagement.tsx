import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

// Percentages of the x-axis range (Jan 1 to Dec 31, 2024).
const presets = [
  { label: 'January–February', start: 0, end: 16.2 },
  { label: 'June–August', start: 41.6, end: 66.6 },
  { label: 'December', start: 91.8, end: 100 },
  { label: 'Whole year', start: 0, end: 100 },
];

export default function ExternalZoomManagement() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={1}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() =>
              apiRef.current?.setAxisZoomData('days', (previous) => ({
                ...previous,
                start: preset.start,
                end: preset.end,
              }))
            }
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        dataset={demand2024}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'time',
            valueFormatter: formatDemandDay,
            zoom: true,
          },
        ]}
        yAxis={[{ label: 'GWh per day', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Electricity demand', showMark: false }]}
        hideLegend
        height={310}
      />
    </Stack>
  );
}
