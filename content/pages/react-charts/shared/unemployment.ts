/**
 * Monthly unemployment rate (%) over two years for two countries. Shaped like the
 * harmonised unemployment rates that Eurostat publishes; the values are illustrative.
 */
export const unemploymentMonths: Date[] = Array.from(
  { length: 24 },
  (_, index) => new Date(2023, index, 1),
);

export const unemploymentRates = {
  spain: [
    13.1, 13.0, 12.9, 12.7, 12.3, 12.0, 11.9, 11.8, 11.9, 11.9, 11.8, 11.7, 11.7, 11.6, 11.5, 11.4,
    11.3, 11.2, 11.2, 11.1, 11.0, 10.9, 10.7, 10.6,
  ],
  germany: [
    3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.1, 3.1, 3.1, 3.1, 3.2, 3.2, 3.2, 3.3, 3.3, 3.4, 3.4, 3.4, 3.5,
    3.5, 3.5, 3.5, 3.4, 3.4,
  ],
};

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit' });

export function formatMonth(date: Date): string {
  return monthFormatter.format(date);
}
