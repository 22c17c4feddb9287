/** Customer reviews with texts of very different lengths, for the row height demos. */
export interface Review {
  id: number;
  customer: string;
  product: string;
  rating: number;
  comment: string;
}

export const reviews: Review[] = [
  {
    id: 1,
    customer: 'Priya Sato',
    product: 'Studio headphones',
    rating: 5,
    comment: 'Comfortable for long sessions.',
  },
  {
    id: 2,
    customer: 'Jonas Becker',
    product: 'Bluetooth speaker',
    rating: 3,
    comment:
      'The sound is good for the size, but the battery lasts about six hours instead of the twelve on the box. Pairing with a second phone also means unpairing the first one, which gets tedious when two people share it.',
  },
  {
    id: 3,
    customer: 'Rosa Moreau',
    product: 'USB microphone',
    rating: 4,
    comment: 'Clear voice, a bit sensitive to keyboard noise.',
  },
  {
    id: 4,
    customer: 'Tariq Haddad',
    product: '27-inch monitor',
    rating: 2,
    comment:
      'Arrived with two stuck pixels near the top edge. Support answered within a day and sent a replacement, which is fine, so the second star is for the service rather than for the panel.',
  },
  {
    id: 5,
    customer: 'Elif Novak',
    product: 'Mechanical keyboard',
    rating: 5,
    comment: 'Quiet switches, solid case.',
  },
  {
    id: 6,
    customer: 'Mateo Garcia',
    product: 'Drawing tablet',
    rating: 4,
    comment:
      'Pen pressure feels natural and the driver installed without trouble. The surface wears the nibs faster than my previous tablet, so order spare nibs with it.',
  },
  {
    id: 7,
    customer: 'Keiko Larsen',
    product: 'External SSD, 1 TB',
    rating: 5,
    comment: 'Fast and small enough for a pocket.',
  },
  {
    id: 8,
    customer: 'Omar Costa',
    product: 'Wireless mouse',
    rating: 3,
    comment: 'Scroll wheel squeaks after a month.',
  },
  {
    id: 9,
    customer: 'Lena Fischer',
    product: 'NAS enclosure',
    rating: 4,
    comment:
      'Setup took an evening. Once the disks were in and the shares configured, it has run for weeks without a restart. The fan is audible at night in a quiet room.',
  },
  {
    id: 10,
    customer: 'Sven Ito',
    product: 'Monitor arm',
    rating: 5,
    comment: 'Holds a heavy monitor without sagging.',
  },
];
