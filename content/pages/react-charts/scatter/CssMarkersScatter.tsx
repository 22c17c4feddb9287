import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Height and weight of players in two sports teams; illustrative values.
const rowing = [
  { x: 188, y: 92 },
  { x: 193, y: 95 },
  { x: 190, y: 89 },
  { x: 196, y: 98 },
  { x: 185, y: 86 },
  { x: 191, y: 94 },
  { x: 194, y: 97 },
  { x: 187, y: 90 },
];
const gymnastics = [
  { x: 162, y: 58 },
  { x: 168, y: 63 },
  { x: 159, y: 55 },
  { x: 171, y: 66 },
  { x: 165, y: 61 },
  { x: 160, y: 57 },
  { x: 167, y: 62 },
  { x: 163, y: 59 },
];

const GYM_COLOR = '#e65100';
const highlightScope = { highlight: 'item', fade: 'global' } as const;

export default function CssMarkersScatter() {
  return (
    <ScatterChart
      xAxis={[{ label: 'Height (cm)', min: 150, max: 200 }]}
      yAxis={[{ label: 'Weight (kg)', min: 50, max: 100 }]}
      series={[
        { id: 'rowing', label: 'Rowing', data: rowing, color: '#1565c0', highlightScope },
        {
          id: 'gymnastics',
          label: 'Gymnastics',
          data: gymnastics,
          color: GYM_COLOR,
          highlightScope,
        },
      ]}
      height={320}
      sx={{
        // Every marker: a white ring so that close points stay apart.
        [`& .${scatterClasses.root} circle`]: { stroke: '#fff', strokeWidth: 1.5 },
        // One series, through the group's data-series attribute: hollow markers.
        [`& .${scatterClasses.root}[data-series="gymnastics"] circle`]: {
          fillOpacity: 0.15,
          stroke: GYM_COLOR,
        },
        // The hovered marker and the faded ones carry data attributes too.
        '& circle[data-highlighted]': { stroke: '#212121', strokeWidth: 2 },
        '& circle[data-faded]': { opacity: 0.15 },
      }}
    />
  );
}
