/**
 * Monthly climate normals for a temperate coastal city: mean temperature
 * (°C) and precipitation (mm). Shaped like the 1991-2020 climate normals that
 * national weather services publish; the values are illustrative.
 */
export type ClimateMonth = { month: string; temperature: number; precipitation: number };

export const climateNormals: ClimateMonth[] = [
  { month: 'Jan', temperature: 4.1, precipitation: 62 },
  { month: 'Feb', temperature: 4.8, precipitation: 48 },
  { month: 'Mar', temperature: 7.6, precipitation: 44 },
  { month: 'Apr', temperature: 10.4, precipitation: 46 },
  { month: 'May', temperature: 14.2, precipitation: 51 },
  { month: 'Jun', temperature: 17.3, precipitation: 49 },
  { month: 'Jul', temperature: 19.6, precipitation: 45 },
  { month: 'Aug', temperature: 19.3, precipitation: 55 },
  { month: 'Sep', temperature: 16.4, precipitation: 53 },
  { month: 'Oct', temperature: 12.5, precipitation: 71 },
  { month: 'Nov', temperature: 7.9, precipitation: 69 },
  { month: 'Dec', temperature: 5.0, precipitation: 64 },
];
