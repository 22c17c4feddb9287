import type { SankeyLink } from '@mui/x-charts-pro/SankeyChart';

/** Where the monthly income of a household goes, in euros. Illustrative. */
export const budgetLinks: SankeyLink[] = [
  { source: 'Salary', target: 'Budget', value: 3200 },
  { source: 'Freelance work', target: 'Budget', value: 650 },
  { source: 'Child benefit', target: 'Budget', value: 250 },
  { source: 'Budget', target: 'Housing', value: 1350 },
  { source: 'Budget', target: 'Food', value: 720 },
  { source: 'Budget', target: 'Transport', value: 380 },
  { source: 'Budget', target: 'Savings', value: 900 },
  { source: 'Budget', target: 'Leisure', value: 450 },
  { source: 'Budget', target: 'Other', value: 300 },
  { source: 'Housing', target: 'Rent', value: 1100 },
  { source: 'Housing', target: 'Utilities', value: 250 },
  { source: 'Savings', target: 'Pension fund', value: 400 },
  { source: 'Savings', target: 'Emergency fund', value: 500 },
];
