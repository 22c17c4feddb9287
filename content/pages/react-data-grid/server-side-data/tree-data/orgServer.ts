import { FakeDataSourceServer } from '../../shared/fakeDataSourceServer';

export interface OrgNode {
  id: number;
  path: string[];
  name: string;
  role: string;
  salary: number;
}

const departments: [string, string[]][] = [
  ['Engineering', ['Platform', 'Mobile', 'Data']],
  ['Sales', ['Enterprise', 'Small business']],
  ['Operations', ['Logistics', 'Support']],
];
const people = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Ivan',
  'Jonas',
  'Keiko',
  'Lena',
  'Mateo',
  'Nadia',
];

/** A company tree on the fake server: departments, their teams, and the people in each team. */
export function createOrgServer(latencyMs = 700): FakeDataSourceServer<OrgNode> {
  const rows: OrgNode[] = [];
  let personIndex = 0;
  departments.forEach(([department, teams]) => {
    rows.push({
      id: rows.length + 1,
      path: [department],
      name: department,
      role: 'Department',
      salary: 0,
    });
    teams.forEach((team, teamIndex) => {
      rows.push({
        id: rows.length + 1,
        path: [department, team],
        name: team,
        role: 'Team',
        salary: 0,
      });
      for (let i = 0; i < 3 + ((teamIndex + department.length) % 3); i += 1) {
        const name = `${people[personIndex % people.length]} ${String.fromCharCode(65 + (personIndex % 26))}.`;
        personIndex += 1;
        rows.push({
          id: rows.length + 1,
          path: [department, team, name],
          name,
          role: i === 0 ? 'Team lead' : 'Engineer',
          salary: 60000 + ((personIndex * 7919) % 50) * 1000,
        });
      }
    });
  });
  return new FakeDataSourceServer<OrgNode>({ rows, latencyMs, getPath: (row) => row.path });
}
