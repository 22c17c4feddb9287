/**
 * Four weeks of daily product metrics for a small web shop, 1 to 28 March 2025.
 * The values are illustrative.
 */
export const marchDays: Date[] = Array.from(
  { length: 28 },
  (_, index) => new Date(2025, 2, index + 1),
);

/** Orders per day. */
export const dailyOrders = [
  182, 175, 201, 214, 198, 240, 262, 191, 187, 209, 226, 218, 251, 274, 203, 196, 221, 238, 229,
  266, 289, 214, 208, 232, 247, 241, 278, 301,
];

/** Average page load time in milliseconds, per day. */
export const dailyLoadTime = [
  812, 798, 845, 901, 876, 790, 764, 770, 755, 742, 768, 731, 719, 708, 702, 715, 698, 684, 690,
  671, 665, 659, 672, 648, 641, 655, 633, 627,
];

/** Net revenue change against the same day of last year, in percent. */
export const dailyRevenueChange = [
  4.2, -1.3, 2.8, 6.1, -3.4, 8.7, 5.5, -0.8, 1.9, 3.3, -2.6, 0.7, 7.4, 9.1, -4.1, -1.8, 2.2, 4.6,
  3.1, 6.8, 10.2, -2.3, 1.1, 3.9, 5.2, 4.4, 8.3, 11.6,
];

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function formatDay(date: Date): string {
  return dayFormatter.format(date);
}
