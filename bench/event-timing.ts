/**
 * The pure parts of bench/demo-clicks.ts, unit-tested in bench/event-timing.test.ts: a click's interaction from the
 * page's Event Timing entries, and where a click may land so that Chromium reports it.
 */

/** One Event Timing entry, as the page's observer records it (performance.now times, ms). */
export interface EventEntry {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  interactionId: number;
}

/**
 * One press as the page's own listeners saw it (bench/demo-clicks.ts eventProbe): its pointerdown's timeStamp and
 * performance.now() in the first animation frame after its click (null until then). `frame - down` is a lower bound
 * on what Event Timing would report for the press (the frame is painted after that callback).
 */
export interface PressRecord {
  down: number;
  frame: number | null;
}

/** A click's interaction: its INP (ms) split into input delay, processing and presentation, and the entries read. */
export interface Interaction {
  inp: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /**
   * True when the press took at least MISSING_BOUND ms to its next frame (the page's own listeners) yet Chromium
   * reported no Event Timing entry of its interaction: `inp` is then that lower bound, not the API's floor of 16 ms,
   * and the parts are 0.
   */
  missing: boolean;
  entries: EventEntry[];
}

/**
 * A press with no entry whose next frame came this late is an unreported interaction, not a fast one: Event Timing
 * reports every interaction of 16 ms or more, and rounds durations to 8 ms.
 */
export const MISSING_BOUND = 24;

/**
 * The interaction of a press made at or after `since` (performance.now) from the page's Event Timing entries: its
 * INP (the longest entry's duration; 16 ms, the API's floor, when none came) split into input delay (that entry's
 * start to its first handler), processing (its first handler to the last handler of any of the interaction's events
 * that ended in the same frame: a press's pointerup, mouseup and click run after pointerdown, in its task or the next,
 * and their handlers, React's synchronous renders included, hold that frame back) and presentation (the rest: style,
 * layout and paint of that frame, and anything else the thread ran before it). The entries are those of the press's
 * pointer and click events, with or without an interaction id. With `presses` (the page's own record of them), a
 * press that has no entry but reached its next frame MISSING_BOUND ms or more after it is reported as `missing`, with
 * that bound as its INP: Chromium sometimes reports nothing for a press (seen on a grid cell cut by the viewport's
 * bottom edge: no `event` entry, not even `first-input`), and 16 ms would then hide a 100 ms interaction.
 */
export function interaction(events: readonly EventEntry[], since: number, presses: readonly PressRecord[] = []): Interaction {
  const press = /^(pointer|mouse)(down|up)$|^click$/;
  const ids = new Set(events.filter((e) => e.startTime >= since && e.interactionId > 0 && press.test(e.name)).map((e) => e.interactionId));
  const entries = events.filter((e) => e.startTime >= since && (ids.has(e.interactionId) || press.test(e.name)));
  const longest = entries.filter((e) => ids.has(e.interactionId)).reduce<EventEntry | null>((a, e) => (!a || e.duration > a.duration ? e : a), null);
  if (!longest) {
    const bound = Math.max(0, ...presses.filter((p) => p.down >= since && p.frame !== null).map((p) => p.frame! - p.down));
    const missing = bound >= MISSING_BOUND;
    return { inp: missing ? bound : 16, inputDelay: 0, processing: 0, presentation: 0, missing, entries };
  }
  // Event Timing rounds durations to 8 ms: an entry ends in the longest one's frame when its end is within that.
  const end = longest.startTime + longest.duration;
  const lastHandler = Math.max(...entries.filter((e) => Math.abs(e.startTime + e.duration - end) <= 8).map((e) => e.processingEnd));
  return {
    inp: Math.max(16, longest.duration),
    inputDelay: longest.processingStart - longest.startTime,
    processing: Math.max(0, lastHandler - longest.processingStart),
    presentation: Math.max(0, end - Math.max(lastHandler, longest.processingStart)),
    missing: false,
    entries,
  };
}

export interface Rect {
  top: number;
  bottom: number;
}

/**
 * The y a click aimed at `y` moves to so that the element it lands on lies wholly inside the viewport (0 to
 * `viewportHeight`): Chromium reported no Event Timing entry for presses on a Data Grid cell cut by the viewport's
 * bottom edge (the sorting page's first demo, its middle clamped to 10 px above that edge). `above(y)` gives the box
 * of the element under (x, y) in the page. From an element cut at the bottom the point moves to the middle of the
 * element just above it, until one fits (at most `tries` steps, none starting above `minY`, the demo's top); an element cut at the top moves the
 * point down likewise. The y unchanged when the element fits, or when nothing better is found.
 */
export function yWhollyInView(y: number, viewportHeight: number, boxAt: (y: number) => Rect | null, minY = 0, tries = 5): number {
  let at = y;
  for (let i = 0; i < tries; i++) {
    const r = boxAt(at);
    if (!r) return y;
    if (r.top >= 0 && r.bottom <= viewportHeight) return at;
    const next = r.bottom > viewportHeight ? r.top - 1 : r.bottom + 1;
    if (next < Math.max(0, minY) || next >= viewportHeight) return y;
    const n = boxAt(next);
    if (!n || n.top < Math.max(0, minY) - 1) return y;
    at = (Math.max(n.top, 0) + Math.min(n.bottom, viewportHeight)) / 2;
  }
  return y;
}
