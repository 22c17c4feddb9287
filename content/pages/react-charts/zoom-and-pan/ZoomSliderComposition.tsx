import Box from '@mui/material/Box';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import { ChartsClipPath } from '@mui/x-charts-pro/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts-pro/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts-pro/BarChart';
import { LinePlot } from '@mui/x-charts-pro/LineChart';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

const clipPathId = 'zoom-composition-clip';

export default function ZoomSliderComposition() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ChartDataProviderPro
        dataset={demand2024}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            dataKey: 'date',
            valueFormatter: formatDemandDay,
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[
          { id: 'demand', position: 'left', width: 56 },
          { id: 'temperature', position: 'right', width: 40 },
        ]}
        series={[
          {
            type: 'bar',
            dataKey: 'demand',
            label: 'Demand (GWh)',
            yAxisId: 'demand',
            color: '#90caf9',
          },
          {
            type: 'line',
            dataKey: 'temperature',
            label: 'Temperature (°C)',
            yAxisId: 'temperature',
            color: '#d84315',
          },
        ]}
        initialZoom={[{ axisId: 'days', start: 0, end: 12 }]}
        height={340}
      >
        <ChartsSurface>
          <g clipPath={`url(#${clipPathId})`}>
            <BarPlot />
            <LinePlot />
          </g>
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="demand" />
          <ChartsYAxis axisId="temperature" />
          <ChartZoomSlider />
          <ChartsClipPath id={clipPathId} />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartDataProviderPro>
    </Box>
  );
}
