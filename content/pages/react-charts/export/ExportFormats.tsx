import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { electricityMix } from '../shared/energy';

const fileName = 'electricity-mix-2020-2024';

export default function ExportFormats() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <LineChartPro
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: { fileName },
            imageExportOptions: [
              { type: 'image/png', fileName },
              { type: 'image/jpeg', quality: 0.8, fileName },
              { type: 'image/webp', fileName },
            ],
          },
        }}
        dataset={electricityMix}
        xAxis={[{ scaleType: 'point', dataKey: 'year' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { dataKey: 'wind', label: 'Wind' },
          { dataKey: 'solar', label: 'Solar' },
          { dataKey: 'gas', label: 'Gas' },
          { dataKey: 'coal', label: 'Coal' },
        ]}
        height={300}
      />
    </Box>
  );
}
