/** Order lines: several lines per order, and orders sharing a customer. */
export interface OrderLine {
  id: number;
  orderId: string;
  customer: string;
  status: 'Shipped' | 'Packing' | 'Waiting for stock';
  item: string;
  quantity: number;
  unitPrice: number;
}

export const orderLines: OrderLine[] = [
  {
    id: 1,
    orderId: 'SO-2041',
    customer: 'Nordlicht GmbH',
    status: 'Shipped',
    item: 'Studio headphones',
    quantity: 4,
    unitPrice: 149,
  },
  {
    id: 2,
    orderId: 'SO-2041',
    customer: 'Nordlicht GmbH',
    status: 'Shipped',
    item: 'USB microphone',
    quantity: 4,
    unitPrice: 119,
  },
  {
    id: 3,
    orderId: 'SO-2041',
    customer: 'Nordlicht GmbH',
    status: 'Shipped',
    item: 'USB-C cable, 2 m',
    quantity: 10,
    unitPrice: 15,
  },
  {
    id: 4,
    orderId: 'SO-2042',
    customer: 'Nordlicht GmbH',
    status: 'Packing',
    item: 'Monitor arm',
    quantity: 2,
    unitPrice: 79,
  },
  {
    id: 5,
    orderId: 'SO-2042',
    customer: 'Nordlicht GmbH',
    status: 'Packing',
    item: '27-inch monitor',
    quantity: 2,
    unitPrice: 329,
  },
  {
    id: 6,
    orderId: 'SO-2043',
    customer: 'Casa Ribeiro',
    status: 'Waiting for stock',
    item: 'Portable monitor',
    quantity: 1,
    unitPrice: 219,
  },
  {
    id: 7,
    orderId: 'SO-2044',
    customer: 'Studio Aalto',
    status: 'Packing',
    item: 'Drawing tablet',
    quantity: 3,
    unitPrice: 249,
  },
  {
    id: 8,
    orderId: 'SO-2044',
    customer: 'Studio Aalto',
    status: 'Packing',
    item: 'Mechanical keyboard',
    quantity: 3,
    unitPrice: 109,
  },
  {
    id: 9,
    orderId: 'SO-2044',
    customer: 'Studio Aalto',
    status: 'Packing',
    item: 'Wireless mouse',
    quantity: 3,
    unitPrice: 39,
  },
  {
    id: 10,
    orderId: 'SO-2045',
    customer: 'Casa Ribeiro',
    status: 'Shipped',
    item: 'External SSD, 1 TB',
    quantity: 6,
    unitPrice: 99,
  },
  {
    id: 11,
    orderId: 'SO-2045',
    customer: 'Casa Ribeiro',
    status: 'Shipped',
    item: 'microSD card, 256 GB',
    quantity: 6,
    unitPrice: 29,
  },
];
