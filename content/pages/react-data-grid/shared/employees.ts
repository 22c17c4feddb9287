/**
 * Demo data for the Data Grid pages: employees made by a seeded generator,
 * so every render (and every screenshot) shows the same rows.
 */
export type Department = 'Engineering' | 'Design' | 'Sales' | 'Support' | 'Finance';
export type EmployeeStatus = 'Active' | 'On leave' | 'Offboarding';

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  department: Department;
  country: string;
  status: EmployeeStatus;
  salary: number;
  startDate: Date;
  remote: boolean;
}

export const departments: Department[] = ['Engineering', 'Design', 'Sales', 'Support', 'Finance'];
export const statuses: EmployeeStatus[] = ['Active', 'On leave', 'Offboarding'];

const firstNames =
  'Ada Bruno Chiara Dmitri Elif Farah Goran Hana Ivan Jonas Keiko Lena Mateo Nadia Omar Priya Quentin Rosa Sven Tariq'.split(
    ' ',
  );
const lastNames =
  'Almeida Becker Costa Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Larsen Moreau Novak Okafor Petrov Rossi Sato Tanaka Vargas'.split(
    ' ',
  );
const countries = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Spain'];

/** mulberry32: a tiny seeded pseudo-random generator returning numbers in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createEmployees(count: number, seed = 1): Employee[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const roll = random();
    return {
      id: index + 1,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      department: pick(departments),
      country: pick(countries),
      status: roll < 0.7 ? 'Active' : roll < 0.88 ? 'On leave' : 'Offboarding',
      salary: 42000 + Math.floor(random() * 119) * 1000,
      startDate: new Date(
        2015 + Math.floor(random() * 10),
        Math.floor(random() * 12),
        1 + Math.floor(random() * 28),
      ),
      remote: random() < 0.4,
    };
  });
}

/** 60 employees: enough rows to scroll, sort and paginate. */
export const employees: Employee[] = createEmployees(60);
