/**
 * GDP per capita (thousands of US dollars, purchasing power parity), life
 * expectancy at birth (years) and population (millions) for 30 countries.
 * Shaped like the development indicators that the World Bank publishes; the
 * values are illustrative.
 */
export type Region = 'Europe' | 'Asia' | 'Africa' | 'Americas';

export type Country = {
  id: string;
  name: string;
  region: Region;
  gdp: number;
  lifeExpectancy: number;
  population: number;
};

export const countries: Country[] = [
  { id: 'NO', name: 'Norway', region: 'Europe', gdp: 82.8, lifeExpectancy: 83.1, population: 5.5 },
  {
    id: 'DE',
    name: 'Germany',
    region: 'Europe',
    gdp: 63.1,
    lifeExpectancy: 80.9,
    population: 84.5,
  },
  { id: 'FR', name: 'France', region: 'Europe', gdp: 55.5, lifeExpectancy: 82.3, population: 68.2 },
  { id: 'ES', name: 'Spain', region: 'Europe', gdp: 45.8, lifeExpectancy: 83.2, population: 48.4 },
  { id: 'PL', name: 'Poland', region: 'Europe', gdp: 43.3, lifeExpectancy: 78.6, population: 36.7 },
  {
    id: 'RO',
    name: 'Romania',
    region: 'Europe',
    gdp: 40.4,
    lifeExpectancy: 76.1,
    population: 19.1,
  },
  {
    id: 'UA',
    name: 'Ukraine',
    region: 'Europe',
    gdp: 14.9,
    lifeExpectancy: 73.4,
    population: 37.7,
  },
  { id: 'JP', name: 'Japan', region: 'Asia', gdp: 48.8, lifeExpectancy: 84.7, population: 124.5 },
  {
    id: 'KR',
    name: 'South Korea',
    region: 'Asia',
    gdp: 51.7,
    lifeExpectancy: 83.5,
    population: 51.7,
  },
  { id: 'CN', name: 'China', region: 'Asia', gdp: 22.1, lifeExpectancy: 78.2, population: 1410.7 },
  { id: 'TH', name: 'Thailand', region: 'Asia', gdp: 21.1, lifeExpectancy: 79.7, population: 71.7 },
  {
    id: 'ID',
    name: 'Indonesia',
    region: 'Asia',
    gdp: 14.8,
    lifeExpectancy: 71.2,
    population: 277.5,
  },
  { id: 'IN', name: 'India', region: 'Asia', gdp: 9.2, lifeExpectancy: 70.8, population: 1428.6 },
  {
    id: 'BD',
    name: 'Bangladesh',
    region: 'Asia',
    gdp: 8.2,
    lifeExpectancy: 73.6,
    population: 172.9,
  },
  { id: 'PK', name: 'Pakistan', region: 'Asia', gdp: 6.4, lifeExpectancy: 67.6, population: 240.5 },
  {
    id: 'ZA',
    name: 'South Africa',
    region: 'Africa',
    gdp: 15.9,
    lifeExpectancy: 64.9,
    population: 60.4,
  },
  { id: 'EG', name: 'Egypt', region: 'Africa', gdp: 17.1, lifeExpectancy: 71.6, population: 112.7 },
  { id: 'MA', name: 'Morocco', region: 'Africa', gdp: 9.9, lifeExpectancy: 75.3, population: 37.8 },
  {
    id: 'NG',
    name: 'Nigeria',
    region: 'Africa',
    gdp: 5.9,
    lifeExpectancy: 54.5,
    population: 223.8,
  },
  { id: 'KE', name: 'Kenya', region: 'Africa', gdp: 6.2, lifeExpectancy: 62.7, population: 55.1 },
  {
    id: 'ET',
    name: 'Ethiopia',
    region: 'Africa',
    gdp: 3.1,
    lifeExpectancy: 66.2,
    population: 126.5,
  },
  {
    id: 'CD',
    name: 'DR Congo',
    region: 'Africa',
    gdp: 1.4,
    lifeExpectancy: 61.9,
    population: 102.3,
  },
  {
    id: 'US',
    name: 'United States',
    region: 'Americas',
    gdp: 80.4,
    lifeExpectancy: 78.4,
    population: 334.9,
  },
  {
    id: 'CA',
    name: 'Canada',
    region: 'Americas',
    gdp: 58.4,
    lifeExpectancy: 81.7,
    population: 40.1,
  },
  {
    id: 'CL',
    name: 'Chile',
    region: 'Americas',
    gdp: 30.2,
    lifeExpectancy: 79.5,
    population: 19.6,
  },
  {
    id: 'MX',
    name: 'Mexico',
    region: 'Americas',
    gdp: 23.8,
    lifeExpectancy: 75.1,
    population: 128.5,
  },
  {
    id: 'BR',
    name: 'Brazil',
    region: 'Americas',
    gdp: 20.1,
    lifeExpectancy: 75.8,
    population: 216.4,
  },
  {
    id: 'CO',
    name: 'Colombia',
    region: 'Americas',
    gdp: 20.3,
    lifeExpectancy: 77.3,
    population: 52.1,
  },
  { id: 'PE', name: 'Peru', region: 'Americas', gdp: 16.7, lifeExpectancy: 76.7, population: 34.4 },
  { id: 'HT', name: 'Haiti', region: 'Americas', gdp: 3.2, lifeExpectancy: 63.7, population: 11.7 },
];

export const regions: Region[] = ['Europe', 'Asia', 'Africa', 'Americas'];

/** The countries of one region, as scatter points with the country code as id. */
export function regionPoints(region: Region) {
  return countries
    .filter((country) => country.region === region)
    .map((country) => ({
      id: country.id,
      x: country.gdp,
      y: country.lifeExpectancy,
      z: country.population,
    }));
}

export function countryById(id: string | number): Country | undefined {
  return countries.find((country) => country.id === id);
}
