/**
 * Data for the time-off calendar showcase: a team and its absences, one
 * entry per working day, made by a seeded generator so a month always shows
 * the same plan.
 */

export type AbsenceType = 'Vacation' | 'Sick leave' | 'Training' | 'Public holiday';

export interface TeamMember {
  id: number;
  name: string;
  role: string;
}

export interface TimeOffRow extends TeamMember {
  /** One entry per day of the month (index 0 is the 1st); null when at work. */
  days: (AbsenceType | null)[];
}

export const team: TeamMember[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering manager' },
  { id: 2, name: 'Bruno Costa', role: 'Backend engineer' },
  { id: 3, name: 'Chiara Rossi', role: 'Frontend engineer' },
  { id: 4, name: 'Dmitri Petrov', role: 'Site reliability' },
  { id: 5, name: 'Elif Yilmaz', role: 'Product designer' },
  { id: 6, name: 'Farah Haddad', role: 'Data analyst' },
  { id: 7, name: 'Goran Novak', role: 'Backend engineer' },
  { id: 8, name: 'Hana Sato', role: 'QA engineer' },
  { id: 9, name: 'Jonas Larsen', role: 'Frontend engineer' },
  { id: 10, name: 'Keiko Ito', role: 'Technical writer' },
  { id: 11, name: 'Mateo Vargas', role: 'Support engineer' },
  { id: 12, name: 'Priya Nair', role: 'Product manager' },
];

/** Company-wide days off in 2025, as [month index, day of month]. */
const publicHolidays: [number, number][] = [
  [0, 1],
  [3, 18],
  [3, 21],
  [4, 1],
  [4, 29],
  [5, 9],
];

export const absenceTypes: AbsenceType[] = ['Vacation', 'Sick leave', 'Training', 'Public holiday'];

export const daysInMonth = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

export const isWeekend = (year: number, month: number, day: number) => {
  const weekday = new Date(year, month, day).getDay();
  return weekday === 0 || weekday === 6;
};

export function createTimeOffRows(year: number, month: number): TimeOffRow[] {
  const length = daysInMonth(year, month);
  return team.map((member) => {
    // One generator per person and month: the same month always gets the same plan.
    const random = createRandom(year * 1000 + month * 50 + member.id);
    const days: (AbsenceType | null)[] = Array.from({ length }, () => null);
    const book = (type: AbsenceType, first: number, count: number) => {
      for (let day = first; day < first + count && day <= length; day += 1) {
        if (!isWeekend(year, month, day)) days[day - 1] = type;
      }
    };
    if (random() < 0.55)
      book('Vacation', 1 + Math.floor(random() * (length - 7)), 3 + Math.floor(random() * 6));
    if (random() < 0.35)
      book('Sick leave', 1 + Math.floor(random() * length), 1 + Math.floor(random() * 2));
    if (random() < 0.3)
      book('Training', 1 + Math.floor(random() * length), 1 + Math.floor(random() * 2));
    for (const [holidayMonth, day] of publicHolidays) {
      if (holidayMonth === month) days[day - 1] = 'Public holiday';
    }
    return { ...member, days };
  });
}

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
