/**
 * Demo data for the Data Grid row and editing pages: a small warehouse inventory keyed by SKU.
 * Fixed values, so every render shows the same rows.
 */
export interface Product {
  sku: string;
  name: string;
  category: 'Audio' | 'Cables' | 'Displays' | 'Input' | 'Storage';
  warehouse: 'Lyon' | 'Porto' | 'Rotterdam';
  stock: number;
  price: number;
}

export const products: Product[] = [
  {
    sku: 'AUD-1001',
    name: 'Studio headphones',
    category: 'Audio',
    warehouse: 'Lyon',
    stock: 42,
    price: 149,
  },
  {
    sku: 'AUD-1002',
    name: 'Bluetooth speaker',
    category: 'Audio',
    warehouse: 'Porto',
    stock: 3,
    price: 89,
  },
  {
    sku: 'AUD-1003',
    name: 'USB microphone',
    category: 'Audio',
    warehouse: 'Rotterdam',
    stock: 17,
    price: 119,
  },
  {
    sku: 'CAB-2001',
    name: 'USB-C cable, 2 m',
    category: 'Cables',
    warehouse: 'Lyon',
    stock: 380,
    price: 15,
  },
  {
    sku: 'CAB-2002',
    name: 'HDMI cable, 1.5 m',
    category: 'Cables',
    warehouse: 'Porto',
    stock: 0,
    price: 12,
  },
  {
    sku: 'CAB-2003',
    name: 'Ethernet cable, 5 m',
    category: 'Cables',
    warehouse: 'Rotterdam',
    stock: 95,
    price: 9,
  },
  {
    sku: 'DSP-3001',
    name: '27-inch monitor',
    category: 'Displays',
    warehouse: 'Lyon',
    stock: 8,
    price: 329,
  },
  {
    sku: 'DSP-3002',
    name: 'Portable monitor',
    category: 'Displays',
    warehouse: 'Rotterdam',
    stock: 0,
    price: 219,
  },
  {
    sku: 'DSP-3003',
    name: 'Monitor arm',
    category: 'Displays',
    warehouse: 'Porto',
    stock: 26,
    price: 79,
  },
  {
    sku: 'INP-4001',
    name: 'Mechanical keyboard',
    category: 'Input',
    warehouse: 'Lyon',
    stock: 54,
    price: 109,
  },
  {
    sku: 'INP-4002',
    name: 'Wireless mouse',
    category: 'Input',
    warehouse: 'Porto',
    stock: 4,
    price: 39,
  },
  {
    sku: 'INP-4003',
    name: 'Drawing tablet',
    category: 'Input',
    warehouse: 'Rotterdam',
    stock: 12,
    price: 249,
  },
  {
    sku: 'STO-5001',
    name: 'External SSD, 1 TB',
    category: 'Storage',
    warehouse: 'Lyon',
    stock: 61,
    price: 99,
  },
  {
    sku: 'STO-5002',
    name: 'microSD card, 256 GB',
    category: 'Storage',
    warehouse: 'Porto',
    stock: 2,
    price: 29,
  },
  {
    sku: 'STO-5003',
    name: 'NAS enclosure',
    category: 'Storage',
    warehouse: 'Rotterdam',
    stock: 7,
    price: 289,
  },
];
