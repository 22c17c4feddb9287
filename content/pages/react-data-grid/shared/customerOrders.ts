/**
 * Demo data for the master-detail pages: customers (the master rows), each with
 * its orders (the detail). Fixed values, so every render shows the same rows.
 */
export interface CustomerOrder {
  id: string;
  date: string;
  items: number;
  total: number;
  status: 'Delivered' | 'Shipped' | 'Processing';
}

export interface Customer {
  id: number;
  company: string;
  contact: string;
  email: string;
  city: string;
  country: string;
  orders: CustomerOrder[];
}

export const customers: Customer[] = [
  {
    id: 1,
    company: 'Nordlicht GmbH',
    contact: 'Lena Fischer',
    email: 'lena.fischer@nordlicht.example',
    city: 'Hamburg',
    country: 'Germany',
    orders: [
      { id: 'SO-2041', date: '2025-03-02', items: 18, total: 1222, status: 'Delivered' },
      { id: 'SO-2042', date: '2025-03-19', items: 4, total: 816, status: 'Shipped' },
    ],
  },
  {
    id: 2,
    company: 'Casa Ribeiro',
    contact: 'Mateo Costa',
    email: 'mateo@casaribeiro.example',
    city: 'Porto',
    country: 'Portugal',
    orders: [
      { id: 'SO-2043', date: '2025-03-21', items: 1, total: 219, status: 'Processing' },
      { id: 'SO-2045', date: '2025-03-24', items: 12, total: 768, status: 'Shipped' },
      { id: 'SO-2051', date: '2025-04-02', items: 3, total: 297, status: 'Processing' },
    ],
  },
  {
    id: 3,
    company: 'Studio Aalto',
    contact: 'Elif Jensen',
    email: 'elif@studioaalto.example',
    city: 'Helsinki',
    country: 'Finland',
    orders: [{ id: 'SO-2044', date: '2025-03-22', items: 9, total: 1191, status: 'Delivered' }],
  },
  {
    id: 4,
    company: 'Okafor & Sons',
    contact: 'Nadia Okafor',
    email: 'nadia@okafor.example',
    city: 'Lagos',
    country: 'Nigeria',
    orders: [
      { id: 'SO-2046', date: '2025-03-25', items: 2, total: 658, status: 'Delivered' },
      { id: 'SO-2048', date: '2025-03-28', items: 6, total: 234, status: 'Delivered' },
      { id: 'SO-2053', date: '2025-04-04', items: 1, total: 329, status: 'Shipped' },
      { id: 'SO-2057', date: '2025-04-09', items: 20, total: 300, status: 'Processing' },
    ],
  },
  {
    id: 5,
    company: 'Sakura Design',
    contact: 'Keiko Sato',
    email: 'keiko@sakuradesign.example',
    city: 'Osaka',
    country: 'Japan',
    orders: [],
  },
  {
    id: 6,
    company: 'Petrov Logistics',
    contact: 'Ivan Petrov',
    email: 'ivan@petrovlogistics.example',
    city: 'Sofia',
    country: 'Bulgaria',
    orders: [
      { id: 'SO-2049', date: '2025-03-30', items: 5, total: 545, status: 'Delivered' },
      { id: 'SO-2055', date: '2025-04-06', items: 2, total: 498, status: 'Shipped' },
    ],
  },
  {
    id: 7,
    company: 'Vargas Café',
    contact: 'Rosa Vargas',
    email: 'rosa@vargascafe.example',
    city: 'Valencia',
    country: 'Spain',
    orders: [{ id: 'SO-2050', date: '2025-04-01', items: 2, total: 178, status: 'Delivered' }],
  },
  {
    id: 8,
    company: 'Tanaka Robotics',
    contact: 'Sven Tanaka',
    email: 'sven@tanakarobotics.example',
    city: 'Nagoya',
    country: 'Japan',
    orders: [
      { id: 'SO-2052', date: '2025-04-03', items: 7, total: 1743, status: 'Shipped' },
      { id: 'SO-2058', date: '2025-04-10', items: 1, total: 289, status: 'Processing' },
    ],
  },
];

export const formatEuro = (value: number) => `€${value.toLocaleString('en-US')}`;
