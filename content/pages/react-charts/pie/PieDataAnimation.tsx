import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of a city's electricity by source, per season (percent).
const seasons = {
  winter: [38, 27, 21, 14],
  summer: [22, 18, 41, 19],
} as const;
const sources = ['Gas', 'Wind', 'Solar', 'Hydro'];
type Season = keyof typeof seasons;

export default function PieDataAnimation() {
  const [season, setSeason] = React.useState<Season>('winter');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={season}
          onChange={(_event, value: Season | null) => value && setSeason(value)}
          aria-label="Season"
        >
          <ToggleButton value="winter">Winter</ToggleButton>
          <ToggleButton value="summer">Summer</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        series={[
          {
            data: sources.map((label, index) => ({
              id: label,
              label,
              value: seasons[season][index]!,
            })),
            innerRadius: 40,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        skipAnimation={skipAnimation}
        height={290}
      />
    </Stack>
  );
}
