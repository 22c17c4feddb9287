/**
 * Fake time for the ad and analytics specs: Playwright's `page.clock` is
 * installed before the page loads (time flows as usual until paused), and
 * the page notes, on its own fake clock, when the ad slot takes each state
 * (and, as `script`, when the network script is put in and polling starts).
 * A test then pauses the clock and steps it to an exact offset from the
 * moment a state began, instead of sleeping on real timers.
 */
import type { Page } from './fixtures';

type StateLog = Record<string, number>;

/** Installs the fake clock and a note of the fake time each `data-ad-state` (or the network script) first appears. Call before `goto`. */
export async function installAdClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const log: Record<string, number> = {};
    (window as unknown as { __adStates: Record<string, number> }).__adStates = log;
    const note = () => {
      const state = document.querySelector('[data-ad-slot]')?.getAttribute('data-ad-state');
      if (state && !(state in log)) log[state] = Date.now();
      // The network script goes in when the slot starts polling for its element.
      if (!('script' in log) && document.getElementById('_carbonads_js')) log.script = Date.now();
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ad-state'] });
  });
}

/**
 * Pauses the page's clock and returns how many fake milliseconds have gone by
 * since the slot took `state`, or since `script` went in (which must have happened).
 */
export async function pauseSince(page: Page, state: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const [now, log] = await page.evaluate(() => [Date.now(), (window as unknown as { __adStates: StateLog }).__adStates] as const);
    const since = log[state];
    if (since === undefined) throw new Error(`the ad slot never took state ${state} (${JSON.stringify(log)})`);
    // Ahead of the page's clock, which keeps flowing until the pause lands; a
    // loaded machine can overrun the margin, and then the pause is asked again.
    const at = now + 250;
    try {
      await page.clock.pauseAt(at);
      return at - since;
    } catch (error) {
      if (attempt === 2 || !/past/.test(String(error))) throw error;
    }
  }
}
