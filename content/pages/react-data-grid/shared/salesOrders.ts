/**
 * Sales orders of a small hardware shop, made by a seeded generator so every
 * render shows the same rows. Used by the row grouping, aggregation, pivoting,
 * export and clipboard pages.
 */
export type Category = 'Laptops' | 'Monitors' | 'Accessories' | 'Audio';
export type Region = 'Europe' | 'Americas' | 'Asia Pacific';
export type OrderStatus = 'Paid' | 'Pending' | 'Refunded';

export interface SalesOrder {
  id: number;
  product: string;
  category: Category;
  region: Region;
  country: string;
  salesRep: string;
  quantity: number;
  unitPrice: number;
  orderDate: Date;
  status: OrderStatus;
}

const catalog: Record<Category, [string, number][]> = {
  Laptops: [
    ['Aero 14 laptop', 1299],
    ['Forge 16 laptop', 1899],
  ],
  Monitors: [
    ['View 27 monitor', 349],
    ['Studio 32 monitor', 799],
  ],
  Accessories: [
    ['Travel dock', 129],
    ['Wireless mouse', 39],
    ['Mechanical keyboard', 119],
  ],
  Audio: [
    ['Focus headphones', 249],
    ['Desk speaker', 179],
  ],
};

const countriesByRegion: Record<Region, string[]> = {
  Europe: ['France', 'Germany', 'Spain'],
  Americas: ['Brazil', 'Canada', 'United States'],
  'Asia Pacific': ['Australia', 'Japan', 'Singapore'],
};

const reps = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Novak', 'Elias Berg'];

export const categories = Object.keys(catalog) as Category[];
export const regions = Object.keys(countriesByRegion) as Region[];

/** mulberry32: a tiny seeded pseudo-random generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createSalesOrders(count: number, seed = 3): SalesOrder[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  return Array.from({ length: count }, (_, index) => {
    const category = pick(categories);
    const [product, unitPrice] = pick(catalog[category]);
    const region = pick(regions);
    const roll = random();
    return {
      id: index + 1,
      product,
      category,
      region,
      country: pick(countriesByRegion[region]),
      salesRep: pick(reps),
      quantity: 1 + Math.floor(random() * 12),
      unitPrice,
      // Orders spread over 2024 and 2025.
      orderDate: new Date(2024, Math.floor(random() * 24), 1 + Math.floor(random() * 28)),
      status: roll < 0.75 ? 'Paid' : roll < 0.93 ? 'Pending' : 'Refunded',
    };
  });
}

export const salesOrders: SalesOrder[] = createSalesOrders(80);
