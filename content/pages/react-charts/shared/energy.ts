/**
 * Share of electricity generation by source, in percent, for one country
 * over five years. Shaped like the yearly electricity mix that national
 * statistics offices publish; the values are illustrative.
 */
export type EnergyYear = {
  year: string;
  wind: number;
  solar: number;
  hydro: number;
  gas: number;
  coal: number;
};

/** The most recent year. */
export const latestMix: EnergyYear = {
  year: '2024',
  wind: 27.1,
  solar: 13.5,
  hydro: 9.9,
  gas: 31.8,
  coal: 17.7,
};

export const electricityMix: EnergyYear[] = [
  { year: '2020', wind: 18.4, solar: 6.1, hydro: 9.8, gas: 34.2, coal: 31.5 },
  { year: '2021', wind: 19.9, solar: 7.4, hydro: 9.1, gas: 35.0, coal: 28.6 },
  { year: '2022', wind: 22.3, solar: 9.0, hydro: 8.4, gas: 36.1, coal: 24.2 },
  { year: '2023', wind: 24.8, solar: 11.2, hydro: 9.5, gas: 33.6, coal: 20.9 },
  latestMix,
];
