/**
 * Clicks made before the client ran: the inline loader (client/inline/load.ts)
 * keeps presses on script-driven buttons (`type=button`) until the client's
 * handlers are in; the client then stops keeping them and presses each such
 * button again, in order, so the reader's first click is never lost. A
 * search shortcut pressed by then was kept as a press on the search button.
 */
import { EARLY_CLICKS } from '../lib/constants';

interface EarlyClicks {
  clicks: HTMLElement[];
  listener: (e: Event) => void;
  /** The loader's keydown listener (a search shortcut kept as a press on the search button). */
  keys?: (e: KeyboardEvent) => void;
}

/** Replays the kept clicks once (call it after every handler is attached). @returns how many were replayed */
export function replayEarlyClicks(doc: Pick<Document, 'removeEventListener'>, win: object): number {
  const holder = win as Record<string, EarlyClicks | undefined>;
  const early = holder[EARLY_CLICKS];
  if (!early) return 0;
  doc.removeEventListener('click', early.listener, true);
  if (early.keys) doc.removeEventListener('keydown', early.keys as EventListener);
  delete holder[EARLY_CLICKS];
  let replayed = 0;
  for (const button of early.clicks) {
    if (!button.isConnected) continue;
    button.click();
    replayed++;
  }
  return replayed;
}
