/**
 * The clicks of bench/demo-ready.ts and bench/demo-trace.ts on the first demo in view, once it is live: a reader's
 * first try (the demo's middle), a second click elsewhere (on a grid, another cell), and a sort (a click on the
 * first sortable column header, grids only). Each click's interaction is read from Event Timing (the page's
 * `event` entries of its pointerdown, pointerup, mousedown, mouseup and click): its INP (the longest entry, 16 ms,
 * the API's floor, when no entry came) split into input delay (another task was running), processing (the handlers
 * and what they render synchronously) and presentation (up to the next paint).
 */
import type { Page } from '@playwright/test';

export type ClickKind = 'first' | 'second' | 'sort';
export const CLICK_KINDS: readonly ClickKind[] = ['first', 'second', 'sort'];

/** One Event Timing entry, as the page's observer records it (performance.now times, ms). */
export interface EventEntry {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  interactionId: number;
}

export interface ClickResult {
  kind: ClickKind;
  /** What the pointer landed on (role, text), for the report. */
  what: string;
  /** performance.now() just before the click. */
  at: number;
  inp: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  entries: EventEntry[];
}

/**
 * Installed before page scripts (as a string: `var __name = ...; (${eventProbe})()`): records every Event Timing
 * entry of 16 ms or more in `window.__events` and counts clicks in `window.__clicks`.
 */
export function eventProbe(): void {
  const w = window as unknown as { __events: EventEntry[]; __clicks: number };
  w.__events = [];
  w.__clicks = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      w.__events.push({
        name: e.name,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
        interactionId: (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener('click', () => w.__clicks++, { capture: true });
}

/** Where each kind of click lands in demo `id` (viewport coordinates), or null when the demo has no such target. */
async function target(page: Page, id: string, kind: ClickKind): Promise<{ x: number; y: number } | null> {
  const viewport = page.viewportSize()!;
  const frame = page.locator(`[id="${id}"] [data-demo-frame]`).first();
  const box = await frame.boundingBox();
  if (!box) throw new Error(`demo ${id} has no box`);
  const middle = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, viewport.height - 10) };
  if (kind === 'first') return middle;
  if (kind === 'second') {
    // On a grid: a cell in another row and column than the middle's; elsewhere a point left of and below the middle.
    const cell = await frame.evaluate((el, m) => {
      const at = document.elementFromPoint(m.x, m.y)?.closest('[role="gridcell"]');
      const cells = [...el.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 20 && r.height > 10 && r.top > 0 && r.bottom < innerHeight;
      });
      if (!at || !cells.length) return null;
      const a = at.getBoundingClientRect();
      // Another row, preferably another column too.
      const rows = cells.filter((c) => Math.abs(c.getBoundingClientRect().top - a.top) >= a.height / 2);
      const other = rows.find((c) => Math.abs(c.getBoundingClientRect().left - a.left) >= a.width / 2) ?? rows[0];
      if (!other) return null;
      const r = other.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, middle);
    return cell ?? { x: box.x + box.width / 3, y: Math.min(middle.y + 40, viewport.height - 10) };
  }
  return frame.evaluate((el) => {
    const header = el.querySelector<HTMLElement>('[role="columnheader"][aria-sort] .MuiDataGrid-columnHeaderTitle');
    if (!header) return null;
    const r = header.getBoundingClientRect();
    return r.width && r.bottom > 0 && r.top < innerHeight ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  });
}

/** Clicks demo `id` as `kind` and reads the click's interaction; null when the demo has no target for it. */
export async function click(page: Page, id: string, kind: ClickKind): Promise<ClickResult | null> {
  const point = await target(page, id, kind);
  if (!point) return null;
  const before = await page.evaluate((p) => {
    const el = document.elementFromPoint(p.x, p.y);
    const role = el?.closest('[role]');
    return {
      at: performance.now(),
      clicks: (window as unknown as { __clicks: number }).__clicks,
      what: `${role?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '?'} "${(role ?? el)?.textContent?.trim().slice(0, 30) ?? ''}"`,
    };
  }, point);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((n) => (window as unknown as { __clicks: number }).__clicks > n, before.clicks, { timeout: 10_000 });
  // The interaction's `event` entries are reported after the next paint, in a later task.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const events = await page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events);
  const ids = new Set(events.filter((e) => e.startTime >= before.at && e.interactionId > 0 && /^(pointer|mouse)(down|up)$|^click$/.test(e.name)).map((e) => e.interactionId));
  const entries = events.filter((e) => e.startTime >= before.at && (ids.has(e.interactionId) || /^(pointer|mouse)(down|up)$|^click$/.test(e.name)));
  const longest = entries.filter((e) => ids.has(e.interactionId)).reduce<EventEntry | null>((a, e) => (!a || e.duration > a.duration ? e : a), null);
  return {
    kind,
    what: before.what,
    at: before.at,
    inp: Math.max(16, longest?.duration ?? 0),
    inputDelay: longest ? longest.processingStart - longest.startTime : 0,
    processing: longest ? longest.processingEnd - longest.processingStart : 0,
    presentation: longest ? longest.startTime + longest.duration - longest.processingEnd : 0,
    entries,
  };
}

/** "96 ms (delay 2 + processing 70 + presentation 24)" */
export function describeClick(r: ClickResult): string {
  const n = (x: number) => Math.round(x);
  return `${n(r.inp)} ms (delay ${n(r.inputDelay)} + processing ${n(r.processing)} + presentation ${n(r.presentation)}) on ${r.what}`;
}
