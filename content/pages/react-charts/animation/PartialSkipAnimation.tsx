import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Orders per month of two years, with the target for each year.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const years = {
  2023: { orders: [310, 290, 355, 380, 402, 418], target: [300, 300, 340, 360, 380, 400] },
  2024: { orders: [352, 371, 398, 365, 441, 470], target: [350, 360, 380, 400, 420, 440] },
};

export default function PartialSkipAnimation() {
  const [year, setYear] = React.useState<keyof typeof years>(2023);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setYear(year === 2023 ? 2024 : 2023)}
      >
        Show {year === 2023 ? 2024 : 2023}
      </Button>
      <ChartContainer
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, width: 40 }]}
        series={[
          { type: 'bar', data: years[year].orders, label: 'Orders' },
          { type: 'line', data: years[year].target, label: 'Target', color: '#d32f2f' },
        ]}
        height={310}
      >
        {/* The bars animate; the target line and its marks jump to their new place. */}
        <BarPlot />
        <LinePlot skipAnimation />
        <MarkPlot skipAnimation />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </Stack>
  );
}
