/**
 * A small company org chart for the tree data pages: each row lists the chain of
 * managers from the CEO down to the person, in `hierarchy`.
 */
export interface OrgMember {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  department: string;
  salary: number;
  hireDate: Date;
}

type Entry = [string[], string, string, number, string];

const entries: Entry[] = [
  [['Sofia Marin'], 'Chief Executive Officer', 'Management', 240000, '2014-03-03'],
  [['Sofia Marin', 'Thomas Kerr'], 'VP of Engineering', 'Engineering', 198000, '2015-06-15'],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Aiko Tanaka'],
    'Engineering Manager',
    'Engineering',
    162000,
    '2016-09-01',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Aiko Tanaka', 'Lucas Ferreira'],
    'Senior Engineer',
    'Engineering',
    138000,
    '2018-01-22',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Aiko Tanaka', 'Nora Lindqvist'],
    'Engineer',
    'Engineering',
    112000,
    '2021-04-12',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Aiko Tanaka', 'Omar Haddad'],
    'Engineer',
    'Engineering',
    108000,
    '2022-08-29',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Priya Nair'],
    'Engineering Manager',
    'Engineering',
    158000,
    '2017-02-06',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Priya Nair', 'Jonas Becker'],
    'Senior Engineer',
    'Engineering',
    134000,
    '2019-05-13',
  ],
  [
    ['Sofia Marin', 'Thomas Kerr', 'Priya Nair', 'Elif Demir'],
    'Engineer',
    'Engineering',
    104000,
    '2023-01-09',
  ],
  [['Sofia Marin', 'Rosa Alvarez'], 'VP of Sales', 'Sales', 185000, '2015-11-02'],
  [['Sofia Marin', 'Rosa Alvarez', 'Mateo Rossi'], 'Sales Manager', 'Sales', 128000, '2018-03-19'],
  [
    ['Sofia Marin', 'Rosa Alvarez', 'Mateo Rossi', 'Hana Sato'],
    'Account Executive',
    'Sales',
    92000,
    '2020-10-05',
  ],
  [
    ['Sofia Marin', 'Rosa Alvarez', 'Mateo Rossi', 'Ivan Petrov'],
    'Account Executive',
    'Sales',
    89000,
    '2021-07-26',
  ],
  [['Sofia Marin', 'Rosa Alvarez', 'Keiko Ito'], 'Sales Manager', 'Sales', 125000, '2019-09-09'],
  [
    ['Sofia Marin', 'Rosa Alvarez', 'Keiko Ito', 'Sven Larsen'],
    'Account Executive',
    'Sales',
    87000,
    '2022-02-14',
  ],
  [['Sofia Marin', 'Chiara Costa'], 'VP of Finance', 'Finance', 176000, '2016-01-11'],
  [['Sofia Marin', 'Chiara Costa', 'Dmitri Novak'], 'Controller', 'Finance', 121000, '2018-11-26'],
  [
    ['Sofia Marin', 'Chiara Costa', 'Farah Okafor'],
    'Financial Analyst',
    'Finance',
    96000,
    '2021-03-01',
  ],
  [
    ['Sofia Marin', 'Chiara Costa', 'Farah Okafor', 'Quentin Moreau'],
    'Junior Analyst',
    'Finance',
    71000,
    '2024-06-03',
  ],
];

export const orgMembers: OrgMember[] = entries.map(
  ([hierarchy, jobTitle, department, salary, hired], index) => ({
    id: index + 1,
    hierarchy,
    jobTitle,
    department,
    salary,
    hireDate: new Date(`${hired}T00:00:00`),
  }),
);

export const getOrgPath = (row: OrgMember) => row.hierarchy;
