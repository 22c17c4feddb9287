/**
 * Fill level of three drinking-water reservoirs at the start of each month, in percent of capacity,
 * for a wet year and a dry year. Shaped like the reservoir reports of water utilities; the values are illustrative.
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

export const reservoirYears = {
  wet: {
    north: [78, 84, 91, 95, 93, 88, 81, 74, 70, 72, 79, 85],
    lake: [65, 71, 80, 86, 84, 79, 72, 66, 61, 63, 69, 74],
  },
  dry: {
    north: [61, 63, 66, 64, 58, 49, 41, 35, 32, 34, 40, 47],
    lake: [52, 53, 55, 52, 46, 38, 31, 26, 24, 27, 33, 39],
  },
};

export type ReservoirYear = keyof typeof reservoirYears;
