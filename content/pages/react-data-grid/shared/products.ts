/**
 * Demo data for the Data Grid filtering pages: a small product catalog
 * with ratings, prices and supplier phone numbers. Fixed values, no randomness.
 */
export interface Product {
  id: number;
  name: string;
  category: 'Audio' | 'Computers' | 'Home' | 'Outdoor' | 'Phones';
  price: number;
  rating: number;
  stock: number;
  supplierPhone: string;
}

export const products: Product[] = [
  {
    id: 1,
    name: 'Studio headphones',
    category: 'Audio',
    price: 189,
    rating: 5,
    stock: 14,
    supplierPhone: '+49 30 1234-5678',
  },
  {
    id: 2,
    name: 'Bluetooth speaker',
    category: 'Audio',
    price: 79,
    rating: 4,
    stock: 52,
    supplierPhone: '+1 (415) 555-0134',
  },
  {
    id: 3,
    name: 'Ultrabook 14"',
    category: 'Computers',
    price: 1299,
    rating: 4,
    stock: 6,
    supplierPhone: '+81 3-5555-0199',
  },
  {
    id: 4,
    name: 'Mechanical keyboard',
    category: 'Computers',
    price: 139,
    rating: 5,
    stock: 31,
    supplierPhone: '+1 (415) 555-0134',
  },
  {
    id: 5,
    name: 'Wireless mouse',
    category: 'Computers',
    price: 39,
    rating: 3,
    stock: 120,
    supplierPhone: '+44 20 7946 0321',
  },
  {
    id: 6,
    name: 'Espresso machine',
    category: 'Home',
    price: 449,
    rating: 4,
    stock: 9,
    supplierPhone: '+39 02 5555 8811',
  },
  {
    id: 7,
    name: 'Robot vacuum',
    category: 'Home',
    price: 329,
    rating: 2,
    stock: 17,
    supplierPhone: '+49 30 1234-5678',
  },
  {
    id: 8,
    name: 'Air purifier',
    category: 'Home',
    price: 219,
    rating: 3,
    stock: 0,
    supplierPhone: '+81 3-5555-0199',
  },
  {
    id: 9,
    name: 'Trail backpack 30 L',
    category: 'Outdoor',
    price: 119,
    rating: 5,
    stock: 40,
    supplierPhone: '+46 8 555 123 45',
  },
  {
    id: 10,
    name: 'Camping stove',
    category: 'Outdoor',
    price: 64,
    rating: 4,
    stock: 23,
    supplierPhone: '+46 8 555 123 45',
  },
  {
    id: 11,
    name: 'Headlamp',
    category: 'Outdoor',
    price: 29,
    rating: 3,
    stock: 88,
    supplierPhone: '+1 (303) 555-0172',
  },
  {
    id: 12,
    name: 'Smartphone 128 GB',
    category: 'Phones',
    price: 699,
    rating: 4,
    stock: 12,
    supplierPhone: '+82 2-555-0147',
  },
  {
    id: 13,
    name: 'Phone case',
    category: 'Phones',
    price: 19,
    rating: 1,
    stock: 300,
    supplierPhone: '+82 2-555-0147',
  },
  {
    id: 14,
    name: 'USB-C charger 65 W',
    category: 'Phones',
    price: 45,
    rating: 5,
    stock: 75,
    supplierPhone: '+44 20 7946 0321',
  },
  {
    id: 15,
    name: 'Noise-cancelling earbuds',
    category: 'Audio',
    price: 229,
    rating: 4,
    stock: 0,
    supplierPhone: '+1 (303) 555-0172',
  },
];

export const categories: Product['category'][] = [
  'Audio',
  'Computers',
  'Home',
  'Outdoor',
  'Phones',
];
