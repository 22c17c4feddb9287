import type { SankeyLink, SankeyNode } from '@mui/x-charts-pro/SankeyChart';

/**
 * Primary energy of a mid-size country in one year, in terawatt-hours, from the source
 * to the sector that uses it, and then to useful energy or losses.
 * Shaped like the energy flow charts of national statistics offices; the values are illustrative.
 */
export const energyLinks: SankeyLink[] = [
  { source: 'Oil', target: 'Transport', value: 310 },
  { source: 'Oil', target: 'Industry', value: 60 },
  { source: 'Oil', target: 'Buildings', value: 40 },
  { source: 'Gas', target: 'Power plants', value: 120 },
  { source: 'Gas', target: 'Industry', value: 90 },
  { source: 'Gas', target: 'Buildings', value: 150 },
  { source: 'Nuclear', target: 'Power plants', value: 180 },
  { source: 'Renewables', target: 'Power plants', value: 160 },
  { source: 'Renewables', target: 'Buildings', value: 30 },
  { source: 'Power plants', target: 'Electricity', value: 250 },
  { source: 'Power plants', target: 'Losses', value: 210 },
  { source: 'Electricity', target: 'Industry', value: 100 },
  { source: 'Electricity', target: 'Buildings', value: 130 },
  { source: 'Electricity', target: 'Transport', value: 20 },
  { source: 'Transport', target: 'Useful energy', value: 90 },
  { source: 'Transport', target: 'Losses', value: 240 },
  { source: 'Industry', target: 'Useful energy', value: 170 },
  { source: 'Industry', target: 'Losses', value: 80 },
  { source: 'Buildings', target: 'Useful energy', value: 250 },
  { source: 'Buildings', target: 'Losses', value: 100 },
];

/** Labels and colors for the nodes of `energyLinks`, by node id. */
export const energyNodes: SankeyNode[] = [
  { id: 'Oil', label: 'Oil (410 TWh)', color: '#5d4037' },
  { id: 'Gas', label: 'Natural gas (360 TWh)', color: '#fb8c00' },
  { id: 'Nuclear', label: 'Nuclear (180 TWh)', color: '#8e24aa' },
  { id: 'Renewables', label: 'Renewables (190 TWh)', color: '#43a047' },
  { id: 'Power plants', label: 'Power plants', color: '#546e7a' },
  { id: 'Electricity', label: 'Electricity', color: '#fdd835' },
  { id: 'Transport', label: 'Transport', color: '#1e88e5' },
  { id: 'Industry', label: 'Industry', color: '#3949ab' },
  { id: 'Buildings', label: 'Buildings', color: '#00897b' },
  { id: 'Useful energy', label: 'Useful energy', color: '#2e7d32' },
  { id: 'Losses', label: 'Losses', color: '#9e9e9e' },
];
