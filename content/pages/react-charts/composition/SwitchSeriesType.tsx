import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { months, trips2024, trips2025 } from './bikeShareTrips';

type SeriesKind = 'bar' | 'line';

export default function SwitchSeriesType() {
  const [kind, setKind] = React.useState<SeriesKind>('bar');
  const formatTrips = (value: number | null) => (value === null ? '' : `${value}k trips`);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_event, value: SeriesKind | null) => value && setKind(value)}
        aria-label="Series type"
      >
        <ToggleButton value="bar">Bars</ToggleButton>
        <ToggleButton value="line">Lines</ToggleButton>
      </ToggleButtonGroup>
      <ChartDataProvider
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, width: 40 }]}
        series={[
          { type: kind, id: 'y2024', label: '2024', data: trips2024, valueFormatter: formatTrips },
          { type: kind, id: 'y2025', label: '2025', data: trips2025, valueFormatter: formatTrips },
        ]}
        height={320}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x={kind === 'bar' ? 'band' : 'line'} />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartDataProvider>
    </Stack>
  );
}
