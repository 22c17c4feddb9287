/**
 * Demo data for the Data Grid cell selection page: units sold per product and month.
 * Fixed values, no randomness.
 */
export interface MonthlySales {
  id: number;
  product: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

export const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;

export const monthlySales: MonthlySales[] = [
  {
    id: 1,
    product: 'Studio headphones',
    jan: 120,
    feb: 98,
    mar: 143,
    apr: 160,
    may: 151,
    jun: 170,
  },
  {
    id: 2,
    product: 'Bluetooth speaker',
    jan: 310,
    feb: 280,
    mar: 295,
    apr: 330,
    may: 402,
    jun: 455,
  },
  { id: 3, product: 'Mechanical keyboard', jan: 85, feb: 90, mar: 102, apr: 97, may: 88, jun: 93 },
  { id: 4, product: 'Wireless mouse', jan: 420, feb: 390, mar: 410, apr: 445, may: 430, jun: 460 },
  { id: 5, product: 'Espresso machine', jan: 44, feb: 52, mar: 38, apr: 41, may: 47, jun: 35 },
  { id: 6, product: 'Trail backpack', jan: 60, feb: 72, mar: 115, apr: 180, may: 240, jun: 265 },
  { id: 7, product: 'Camping stove', jan: 25, feb: 31, mar: 58, apr: 96, may: 130, jun: 142 },
  { id: 8, product: 'USB-C charger', jan: 510, feb: 495, mar: 530, apr: 520, may: 545, jun: 560 },
];
