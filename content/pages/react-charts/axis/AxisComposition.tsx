import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { climateNormals } from '../shared/climate';

const yearlyMean =
  climateNormals.reduce((sum, month) => sum + month.temperature, 0) / climateNormals.length;

export default function AxisComposition() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ChartContainer
        dataset={climateNormals}
        xAxis={[{ scaleType: 'band', dataKey: 'month', id: 'months' }]}
        yAxis={[
          { id: 'rain', min: 0, width: 50, label: 'mm' },
          { id: 'temp', position: 'right', width: 50, label: '°C' },
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
            yAxisId: 'temp',
            color: '#e65100',
          },
        ]}
        height={320}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsReferenceLine
          axisId="temp"
          y={yearlyMean}
          label={`Yearly mean ${yearlyMean.toFixed(1)} °C`}
          labelAlign="start"
          labelStyle={{ fontSize: 12 }}
          lineStyle={{ strokeDasharray: '6 4', stroke: '#e65100' }}
        />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temp" />
      </ChartContainer>
    </Box>
  );
}
