import { FakeDataSourceServer } from '../../shared/fakeDataSourceServer';

export interface ProjectTask {
  id: number;
  path: string[];
  owner: string;
  hours: number;
}

const clients = [
  'Atlas Freight',
  'Blue Harbor',
  'Cedar Health',
  'Delta Robotics',
  'Evergreen Foods',
  'Fjord Energy',
  'Granite Bank',
  'Helix Labs',
  'Iris Media',
  'Juniper Retail',
  'Kestrel Air',
  'Lumen Schools',
];
const phases = ['Discovery', 'Design', 'Build', 'Launch'];
const owners = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elias', 'Farah'];

/** Client projects, their phases and the tasks of each phase, on the in-browser fake server. */
export function createProjectServer(latencyMs = 600): FakeDataSourceServer<ProjectTask> {
  const rows: ProjectTask[] = [];
  clients.forEach((client, c) => {
    rows.push({ id: rows.length + 1, path: [client], owner: owners[c % owners.length]!, hours: 0 });
    // Each project has two to four phases, each with two or three tasks.
    phases.slice(0, 2 + (c % 3)).forEach((phase, p) => {
      rows.push({
        id: rows.length + 1,
        path: [client, phase],
        owner: owners[(c + p) % owners.length]!,
        hours: 0,
      });
      for (let t = 0; t < 2 + ((c + p) % 2); t += 1) {
        rows.push({
          id: rows.length + 1,
          path: [client, phase, `${phase} task ${t + 1}`],
          owner: owners[(c + p + t + 1) % owners.length]!,
          hours: 4 + ((c * 7 + p * 5 + t * 3) % 20),
        });
      }
    });
  });
  return new FakeDataSourceServer<ProjectTask>({ rows, latencyMs, getPath: (row) => row.path });
}
