/**
 * Cumulative installed solar photovoltaic capacity worldwide, in gigawatts.
 * Shaped like the yearly capacity statistics that IRENA publishes; the values
 * are illustrative.
 */
export const solarCapacity: { year: number; gigawatts: number }[] = [
  { year: 2004, gigawatts: 3.9 },
  { year: 2006, gigawatts: 6.7 },
  { year: 2008, gigawatts: 15.1 },
  { year: 2010, gigawatts: 41 },
  { year: 2012, gigawatts: 101 },
  { year: 2014, gigawatts: 178 },
  { year: 2016, gigawatts: 296 },
  { year: 2018, gigawatts: 487 },
  { year: 2020, gigawatts: 720 },
  { year: 2022, gigawatts: 1060 },
  { year: 2024, gigawatts: 1865 },
];
