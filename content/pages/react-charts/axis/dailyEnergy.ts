/**
 * Daily electricity use (kWh) of a household from 1 January to 31 March 2025,
 * higher on weekends and slowly falling as the days get longer. Illustrative values.
 */
export const dailyEnergy: { day: Date; kWh: number }[] = Array.from({ length: 90 }, (_, index) => {
  const day = new Date(Date.UTC(2025, 0, 1 + index));
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  const seasonal = 14 - index * 0.04;
  const wave = Math.sin(index / 4) * 0.8;
  return { day, kWh: Math.round((seasonal + wave + (weekend ? 3.5 : 0)) * 10) / 10 };
});

/** The first day of each month covered by the data, used as tick positions. */
export const monthStarts = [0, 1, 2, 3].map((month) => new Date(Date.UTC(2025, month, 1)));
