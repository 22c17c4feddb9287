import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { countryById, regionPoints, regions } from '../shared/countries';

export default function ScatterClick() {
  const [message, setMessage] = React.useState('Click near a point.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
      <ScatterChart
        yAxis={[{ min: 50 }]}
        series={regions.map((region) => ({
          id: region,
          label: region,
          data: regionPoints(region),
        }))}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => {
          const point = regionPoints(item.seriesId as (typeof regions)[number])[item.dataIndex];
          const country = point && countryById(point.id);
          if (country) {
            setMessage(
              `${country.name} (${item.seriesId}, point ${item.dataIndex}): ` +
                `$${country.gdp}K per person, ${country.lifeExpectancy} years.`,
            );
          }
        }}
        height={320}
      />
    </Stack>
  );
}
