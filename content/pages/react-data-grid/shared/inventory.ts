/**
 * Data for the inventory showcase: products in three warehouses, made by a
 * seeded generator so the dashboard always shows the same stock.
 */
export type StockStatus = 'In stock' | 'Low stock' | 'Out of stock';

export interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  warehouse: string;
  /** Units on the shelf. */
  stock: number;
  /** Units the shelf space holds. */
  capacity: number;
  /** Reorder when the stock falls to this level. */
  reorderPoint: number;
  /** Units ordered from the supplier and not delivered yet. */
  incoming: number;
  unitCost: number;
}

const catalog: [string, string, number][] = [
  ['Ergonomic office chair', 'Furniture', 189],
  ['Standing desk frame', 'Furniture', 329],
  ['Monitor arm, dual', 'Accessories', 74],
  ['27-inch 4K monitor', 'Displays', 349],
  ['34-inch ultrawide monitor', 'Displays', 529],
  ['Mechanical keyboard', 'Peripherals', 99],
  ['Wireless mouse', 'Peripherals', 39],
  ['USB-C docking station', 'Accessories', 159],
  ['Noise-cancelling headset', 'Audio', 219],
  ['Conference speakerphone', 'Audio', 249],
  ['Laptop stand', 'Accessories', 45],
  ['Webcam, 1080p', 'Peripherals', 69],
  ['Desk lamp, LED', 'Furniture', 58],
  ['Cable management tray', 'Accessories', 22],
  ['Whiteboard, mobile', 'Furniture', 275],
  ['Label printer', 'Office', 129],
  ['Paper shredder', 'Office', 189],
  ['Laser printer, mono', 'Office', 239],
  ['Drawing tablet', 'Peripherals', 199],
  ['Portable SSD, 1 TB', 'Storage', 109],
  ['NAS, 4 bays', 'Storage', 489],
  ['Power strip, surge', 'Accessories', 29],
  ['Footrest, adjustable', 'Furniture', 49],
  ['Bluetooth speaker', 'Audio', 89],
];

export const warehouses = ['Rotterdam', 'Lyon', 'Poznań'];

/** mulberry32: a tiny seeded pseudo-random generator returning numbers in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function stockStatus(product: Pick<Product, 'stock' | 'reorderPoint'>): StockStatus {
  if (product.stock === 0) return 'Out of stock';
  return product.stock <= product.reorderPoint ? 'Low stock' : 'In stock';
}

export function createProducts(seed = 7): Product[] {
  const random = createRandom(seed);
  return catalog.map(([name, category, unitCost], index) => {
    const capacity = (4 + Math.floor(random() * 12)) * 25;
    const roll = random();
    // About one product in eight is sold out and one in four runs low.
    const stock =
      roll < 0.12
        ? 0
        : roll < 0.35
          ? Math.floor(capacity * 0.05 + random() * capacity * 0.1)
          : Math.floor(capacity * (0.3 + random() * 0.7));
    return {
      id: index + 1,
      sku: `${category.slice(0, 3).toUpperCase()}-${String(1040 + index * 7)}`,
      name,
      category,
      warehouse: warehouses[Math.floor(random() * warehouses.length)]!,
      stock,
      capacity,
      reorderPoint: Math.round(capacity * 0.2),
      incoming: stock < capacity * 0.2 && random() < 0.5 ? Math.round(capacity * 0.5) : 0,
      unitCost,
    };
  });
}
