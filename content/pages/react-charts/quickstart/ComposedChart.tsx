import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { climateNormals } from '../shared/climate';

export default function ComposedChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ChartDataProvider
        dataset={climateNormals}
        xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
        yAxis={[
          { id: 'rain', label: 'Precipitation (mm)', position: 'left' },
          { id: 'temp', label: 'Temperature (°C)', position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            dataKey: 'precipitation',
            label: 'Precipitation',
            yAxisId: 'rain',
            color: '#90caf9',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            dataKey: 'temperature',
            label: 'Mean temperature',
            yAxisId: 'temp',
            color: '#e65100',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        height={300}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="rain" />
            <ChartsYAxis axisId="temp" />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartDataProvider>
    </Box>
  );
}
