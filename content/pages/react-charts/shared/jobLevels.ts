/** Employees of a mid-size company by job level, from the top of the hierarchy down. Illustrative. */
export const jobLevels = [
  { label: 'Executives', value: 12 },
  { label: 'Directors', value: 48 },
  { label: 'Managers', value: 210 },
  { label: 'Team leads', value: 640 },
  { label: 'Staff', value: 3100 },
];
