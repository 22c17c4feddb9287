/** Battery charge (%) of a phone, read every hour from 8:00 to 22:00. Illustrative values. */
export const hours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];

export const charge = [96, 91, 85, 80, 74, 69, 88, 97, 93, 86, 78, 70, 61, 53, 46];

/** Formats an hour of the day, `13` becomes `13:00`. */
export function formatHour(hour: number): string {
  return `${hour}:00`;
}
