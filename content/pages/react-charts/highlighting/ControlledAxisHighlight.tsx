import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import { formatMonth, unemploymentMonths, unemploymentRates } from '../shared/unemployment';

export default function ControlledAxisHighlight() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([
    { axisId: 'months', dataIndex: 11 },
  ]);
  const dataIndex = highlightedAxis[0]?.dataIndex ?? null;
  const month = dataIndex === null ? undefined : unemploymentMonths[dataIndex];

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <Typography id="month-slider-label" variant="body2">
        {month
          ? `${formatMonth(month)}: Spain ${unemploymentRates.spain[dataIndex!]}%, Germany ${unemploymentRates.germany[dataIndex!]}%`
          : 'Move the slider or hover the chart'}
      </Typography>
      <Slider
        aria-labelledby="month-slider-label"
        min={0}
        max={unemploymentMonths.length - 1}
        value={dataIndex ?? 0}
        onChange={(_event, value) =>
          setHighlightedAxis([{ axisId: 'months', dataIndex: value as number }])
        }
        sx={{ mx: 1, width: 'auto' }}
      />
      <LineChart
        xAxis={[
          {
            id: 'months',
            data: unemploymentMonths,
            scaleType: 'time',
            valueFormatter: formatMonth,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { data: unemploymentRates.spain, label: 'Spain', showMark: false },
          { data: unemploymentRates.germany, label: 'Germany', showMark: false },
        ]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        height={290}
      />
    </Stack>
  );
}
