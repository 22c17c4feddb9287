import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';
import { climateNormals } from '../shared/climate';

const months = climateNormals.map((item) => item.month);

// Anchors the tooltip to the top center of the hovered bar instead of the pointer.
function BarTopTooltip(props: ChartsTooltipProps) {
  const tooltip = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();

  const anchor = React.useMemo(() => {
    if (!tooltip || tooltip.value === null) {
      return null;
    }
    const month = months[tooltip.identifier.dataIndex] ?? '';
    const x = (xScale(month) ?? 0) + xScale.bandwidth() / 2;
    const y = yScale(tooltip.value) ?? 0;
    return {
      getBoundingClientRect: () => {
        const svg = svgRef.current?.getBoundingClientRect();
        const left = (svg?.left ?? 0) + x;
        const top = (svg?.top ?? 0) + y;
        return DOMRect.fromRect({ x: left, y: top, width: 0, height: 0 });
      },
    };
  }, [tooltip, xScale, yScale, svgRef]);

  if (!tooltip || !anchor) {
    return null;
  }
  return (
    <ChartsTooltipContainer {...props} trigger="item" anchorEl={anchor} placement="top">
      <Paper elevation={3} sx={{ px: 1.5, py: 0.75 }}>
        <Typography variant="body2">
          {months[tooltip.identifier.dataIndex]}: {tooltip.formattedValue}
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipPosition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Precipitation (mm)', width: 64 }]}
        series={[
          {
            data: climateNormals.map((item) => item.precipitation),
            valueFormatter: (v) => `${v} mm`,
          },
        ]}
        slots={{ tooltip: BarTopTooltip }}
        slotProps={{ tooltip: { trigger: 'item' } }}
        height={300}
      />
    </Box>
  );
}
