/** A product backlog: epics with their stories. No MUI import. */
export type BacklogItem = { id: string; label: string; children?: BacklogItem[] };

export const backlog: BacklogItem[] = [
  {
    id: 'checkout',
    label: 'Epic: faster checkout',
    children: [
      { id: 'apple-pay', label: 'Pay with Apple Pay' },
      { id: 'saved-cards', label: 'Remember saved cards' },
      { id: 'guest', label: 'Guest checkout' },
    ],
  },
  {
    id: 'search',
    label: 'Epic: better search',
    children: [
      { id: 'typo', label: 'Tolerate typos' },
      { id: 'filters', label: 'Filter by price' },
    ],
  },
  { id: 'dark-mode', label: 'Dark mode' },
  { id: 'export', label: 'Export orders to CSV' },
];

export const epicIds = ['checkout', 'search'];
