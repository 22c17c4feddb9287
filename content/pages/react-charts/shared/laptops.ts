/** Review scores out of 10 for three laptops, as a tech magazine might publish them. Illustrative. */
export const laptopMetrics = [
  'Performance',
  'Battery',
  'Display',
  'Keyboard',
  'Portability',
  'Value',
];

export type LaptopScores = { id: string; label: string; data: number[] };

export const laptopScores: [LaptopScores, LaptopScores, LaptopScores] = [
  { id: 'aero', label: 'Aero 14', data: [7.5, 9.2, 8.1, 7.0, 9.4, 6.8] },
  { id: 'titan', label: 'Titan 16', data: [9.6, 5.8, 9.0, 8.2, 4.9, 6.1] },
  { id: 'study', label: 'Study 13', data: [5.9, 8.4, 6.5, 7.8, 8.7, 9.3] },
];
