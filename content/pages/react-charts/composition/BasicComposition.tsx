import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { months, monthlyTarget, trips2024, trips2025 } from './bikeShareTrips';

export default function BasicComposition() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ChartContainer
        xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'trips', label: 'Trips (thousands)', min: 0 }]}
        series={[
          { type: 'bar', id: 'y2025', data: trips2025, color: '#4e79a7' },
          { type: 'line', id: 'y2024', data: trips2024, color: '#f28e2b' },
        ]}
        height={320}
        margin={{ top: 16, right: 16 }}
      >
        <ChartsGrid horizontal />
        <BarPlot borderRadius={4} />
        <LinePlot />
        <MarkPlot />
        <ChartsReferenceLine
          y={monthlyTarget}
          label="Monthly target"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="trips" />
      </ChartContainer>
    </Box>
  );
}
