/** Monthly active users of a mobile app in its first twelve quarters. Illustrative values. */
export const quarters = [
  'Q1 22',
  'Q2 22',
  'Q3 22',
  'Q4 22',
  'Q1 23',
  'Q2 23',
  'Q3 23',
  'Q4 23',
  'Q1 24',
  'Q2 24',
  'Q3 24',
  'Q4 24',
];

export const activeUsers = [
  1_200, 3_100, 7_800, 15_400, 36_000, 71_500, 142_000, 260_000, 455_000, 810_000, 1_320_000,
  2_050_000,
];
