import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Daily readings of a weather station in July: maximum temperature (°C) against
// relative humidity (%) and against wind speed (km/h). Shaped like weather service
// station records; illustrative values.
const temperature = [
  24, 27, 29, 31, 26, 22, 25, 28, 33, 35, 30, 27, 23, 26, 29, 32, 34, 31, 28, 25,
];
const humidity = [68, 61, 55, 49, 63, 77, 70, 58, 42, 38, 51, 60, 74, 66, 54, 46, 40, 47, 57, 69];
const wind = [14, 11, 9, 8, 16, 22, 18, 12, 7, 6, 10, 13, 21, 15, 11, 8, 7, 9, 12, 17];

export default function MultipleYAxesScatterChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        xAxis={[{ label: 'Maximum temperature (°C)', min: 20, max: 36 }]}
        yAxis={[
          { id: 'humidity', label: 'Humidity (%)', position: 'left', min: 30, max: 80 },
          { id: 'wind', label: 'Wind (km/h)', position: 'right', min: 0, max: 25 },
        ]}
        series={[
          {
            label: 'Humidity',
            yAxisId: 'humidity',
            data: temperature.map((x, day) => ({ id: `h${day}`, x, y: humidity[day] ?? 0 })),
            valueFormatter: (point) => (point ? `${point.x} °C, ${point.y}% humidity` : ''),
          },
          {
            label: 'Wind',
            yAxisId: 'wind',
            data: temperature.map((x, day) => ({ id: `w${day}`, x, y: wind[day] ?? 0 })),
            valueFormatter: (point) => (point ? `${point.x} °C, ${point.y} km/h wind` : ''),
          },
        ]}
        height={300}
      />
    </Box>
  );
}
