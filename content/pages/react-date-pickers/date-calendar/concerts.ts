import type { Dayjs } from 'dayjs';

/**
 * Stands in for a request to your server: resolves after 600 ms with the days
 * of the month that have a concert. The days are derived from the month, so
 * the demo always shows the same ones.
 */
export function fetchConcertDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const days: number[] = [];
      for (let day = 1; day <= month.daysInMonth(); day += 1) {
        if ((day * 7 + month.month() * 3) % 9 === 0) {
          days.push(day);
        }
      }
      resolve(days);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}
