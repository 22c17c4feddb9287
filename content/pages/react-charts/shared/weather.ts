/** Daily high temperatures (°C) in one city for the first two weeks of April 2025. */
export const aprilHighs: { date: Date; high: number }[] = [
  14.2, 15.8, 13.1, 12.4, 16.9, 18.3, 19.1, 17.6, 15.2, 14.8, 17.4, 20.3, 21.7, 19.9,
].map((high, index) => ({ date: new Date(2025, 3, index + 1), high }));
