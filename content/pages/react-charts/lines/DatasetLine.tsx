import { LineChart } from '@mui/x-charts/LineChart';

// One row per year, as an API or a CSV file would return it.
const enrolment = [
  { year: 2018, primary: 412, secondary: 298 },
  { year: 2019, primary: 425, secondary: 305 },
  { year: 2020, primary: 431, secondary: 319 },
  { year: 2021, primary: 418, secondary: 327 },
  { year: 2022, primary: 409, secondary: 336 },
  { year: 2023, primary: 401, secondary: 342 },
  { year: 2024, primary: 396, secondary: 351 },
];

export default function DatasetLine() {
  return (
    <LineChart
      dataset={enrolment}
      xAxis={[{ dataKey: 'year', scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ width: 40 }]}
      series={[
        { dataKey: 'primary', label: 'Primary pupils' },
        { dataKey: 'secondary', label: 'Secondary pupils' },
      ]}
      height={300}
    />
  );
}
