import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses, type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { visitsBySource, weeks } from '../shared/traffic';

const sources = [
  { id: 'search', label: 'Search', color: '#1976d2', data: visitsBySource.search },
  { id: 'social', label: 'Social', color: '#9c27b0', data: visitsBySource.social },
  { id: 'referral', label: 'Referral', color: '#2e7d32', data: visitsBySource.referral },
];

export default function ToggleSeriesLegend() {
  const [hidden, setHidden] = React.useState<string[]>(['social']);

  const toggle = (id: string) =>
    setHidden((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ data: weeks, valueFormatter: (week: number) => `W${week}`, tickMinStep: 1 }]}
        yAxis={[{ width: 55 }]}
        // A hidden series keeps its legend entry, greyed out, with no data to draw.
        series={sources.map((source) => {
          const isHidden = hidden.includes(source.id);
          return {
            id: source.id,
            label: source.label,
            color: isHidden ? '#bdbdbd' : source.color,
            data: isHidden ? source.data.map(() => null) : source.data,
          };
        })}
        slotProps={{
          legend: {
            onItemClick: (
              _event: React.MouseEvent<HTMLButtonElement>,
              legendItem: SeriesLegendItemContext,
            ) => toggle(String(legendItem.seriesId)),
          },
        }}
        height={280}
        sx={{ [`& .${legendClasses.series}`]: { cursor: 'pointer' } }}
      />
    </Box>
  );
}
