/** Monthly revenue in US dollars per sales channel, first half of 2025. */
export type MonthlySales = {
  month: string;
  online: number;
  retail: number;
  wholesale: number;
};

export const salesByMonth: MonthlySales[] = [
  { month: 'Jan', online: 42_300, retail: 31_800, wholesale: 18_200 },
  { month: 'Feb', online: 39_700, retail: 29_400, wholesale: 21_500 },
  { month: 'Mar', online: 47_900, retail: 33_100, wholesale: 19_800 },
  { month: 'Apr', online: 51_200, retail: 30_600, wholesale: 24_900 },
  { month: 'May', online: 55_800, retail: 34_700, wholesale: 23_300 },
  { month: 'Jun', online: 61_400, retail: 36_900, wholesale: 26_100 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** Full amount for tooltips, for example `$42,300`. */
export function formatUsd(value: number | null): string {
  return value === null ? '' : usd.format(value);
}

/** Short amount for axis ticks, for example `$42K`. */
export function formatCompactUsd(value: number): string {
  return compactUsd.format(value);
}
