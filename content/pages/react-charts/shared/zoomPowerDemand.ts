/**
 * Daily electricity demand of a mid-sized country in 2024, in gigawatt-hours,
 * with the daily mean temperature. Built from a seasonal curve, a weekly
 * pattern (lower on weekends) and seeded noise, so it looks like the daily
 * load data that grid operators publish; the values are illustrative.
 */

/** A small seeded generator (mulberry32), so the data is the same on every render. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DemandDay = { date: Date; demand: number; temperature: number };

const random = seeded(2024);

export const demand2024: DemandDay[] = Array.from({ length: 366 }, (_, index) => {
  const date = new Date(2024, 0, index + 1);
  const season = Math.cos(((index - 15) / 366) * 2 * Math.PI); // 1 in mid-January, -1 in mid-July
  const temperature = Math.round((10.5 - 9 * season + (random() - 0.5) * 6) * 10) / 10;
  const weekday = date.getDay();
  const weekend = weekday === 0 ? 0.82 : weekday === 6 ? 0.88 : 1;
  const demand = Math.round((1180 + 260 * season + (random() - 0.5) * 70) * weekend);
  return { date, demand, temperature };
});

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Short date for ticks and tooltips, for example `Mar 4`. */
export function formatDemandDay(date: Date): string {
  return dayFormat.format(date);
}
