/**
 * Average bike-share rentals per hour, by weekday and time of day. Shaped like the
 * open trip data that city bike-share systems publish; the values are illustrative.
 */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const timeSlots = ['6-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22'];

// rentals[day][slot]
const rentals = [
  [62, 98, 41, 48, 45, 92, 71, 30],
  [66, 100, 43, 50, 46, 95, 74, 32],
  [64, 97, 44, 52, 47, 94, 76, 35],
  [63, 96, 45, 51, 49, 93, 78, 38],
  [55, 88, 47, 58, 55, 86, 80, 49],
  [12, 26, 54, 71, 74, 69, 58, 44],
  [9, 19, 48, 66, 70, 61, 47, 28],
];

/** The data of a heatmap series: [x index, y index, value], with time slots on x and days on y. */
export const rentalCells: [number, number, number][] = rentals.flatMap((slots, day) =>
  slots.map((value, slot): [number, number, number] => [slot, day, value]),
);
