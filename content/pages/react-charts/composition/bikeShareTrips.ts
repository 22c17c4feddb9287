/**
 * Monthly trips of a city bike-share system, in thousands, for two years.
 * Shaped like the ridership reports that bike-share systems publish; the values are illustrative.
 */
export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const trips2024 = [182, 196, 268, 341, 412, 455, 471, 462, 418, 352, 251, 174];
export const trips2025 = [201, 214, 302, 366, 448, 497, 521, 508, 455, 381, 276, 190];

/** The yearly target of the operator: 400 thousand trips in a month. */
export const monthlyTarget = 400;
