import Box from '@mui/material/Box';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsWrapper } from '@mui/x-charts-pro/ChartsWrapper';
import { ChartsToolbarPro } from '@mui/x-charts-pro/ChartsToolbarPro';
import { ChartsLegend } from '@mui/x-charts-pro/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import { BarPlot } from '@mui/x-charts-pro/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts-pro/LineChart';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { climateNormals } from '../shared/climate';

export default function ExportComposition() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <ChartDataProviderPro
        dataset={climateNormals}
        xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
        yAxis={[
          { id: 'rain', position: 'left', label: 'Precipitation (mm)', width: 64 },
          { id: 'temperature', position: 'right', label: 'Temperature (°C)', width: 64 },
        ]}
        series={[
          {
            type: 'bar',
            dataKey: 'precipitation',
            label: 'Precipitation',
            yAxisId: 'rain',
            color: '#90caf9',
          },
          {
            type: 'line',
            dataKey: 'temperature',
            label: 'Temperature',
            yAxisId: 'temperature',
            color: '#e65100',
          },
        ]}
        height={300}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsToolbarPro />
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="rain" />
            <ChartsYAxis axisId="temperature" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartDataProviderPro>
    </Box>
  );
}
