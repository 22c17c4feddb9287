import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { rentalCells, timeSlots, weekdays } from '../shared/bikeRentals';

type CellProps = React.ComponentProps<'rect'> & {
  // The state of the cell: its color from the z-axis and its highlight state.
  ownerState: { color: string; isHighlighted: boolean; isFaded: boolean };
};

// A rounded cell with a 2 px gap, filled with the color the heatmap computed.
function RoundedCell(props: CellProps) {
  const { x, y, width, height, ownerState, ...other } = props;
  return (
    <rect
      {...other}
      fill={ownerState.color}
      opacity={ownerState.isFaded ? 0.5 : 1}
      x={Number(x) + 1}
      y={Number(y) + 1}
      width={Math.max(Number(width) - 2, 0)}
      height={Math.max(Number(height) - 2, 0)}
      rx={6}
    />
  );
}

export default function CustomCellHeatmap() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <Heatmap
        xAxis={[{ data: timeSlots }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: rentalCells }]}
        slots={{ cell: RoundedCell }}
        height={320}
      />
    </Box>
  );
}
