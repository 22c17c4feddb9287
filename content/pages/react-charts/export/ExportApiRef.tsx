import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { solarCapacity } from '../shared/solar';

export default function ExportApiRef() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.exportAsPrint()}>
          Print
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'solar-capacity' })
          }
        >
          Download PNG
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        dataset={solarCapacity}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ label: 'Gigawatts', width: 64 }]}
        series={[
          { dataKey: 'gigawatts', label: 'Installed solar capacity', area: true, showMark: false },
        ]}
        hideLegend
        height={310}
      />
    </Stack>
  );
}
