/**
 * The open tab's side of `npm start` (DEV_RELOAD_SCRIPT, lib/dev-reload.ts),
 * run against a fake page: it reloads when the published version of its own
 * locale changes, not when only the other locale's pages were rewritten
 * (scripts/start.ts publishes English first, then Chinese), and shows a
 * build error over the page instead of reloading.
 */
import { describe, expect, it } from 'vitest';
import { DEV_RELOAD_SCRIPT } from './dev-reload';

interface State {
  version: number;
  error?: string;
  locales?: Record<string, number>;
}

/** Runs the script on a page at `pathname`; each `step` answers one poll with the next state. */
function page(pathname: string) {
  const states: State[] = [];
  let reloads = 0;
  let next: (() => Promise<void>) | undefined;
  const appended: { textContent: string }[] = [];
  const fakeDocument = {
    visibilityState: 'visible',
    createElement: () => ({ setAttribute: () => undefined, style: {}, textContent: '', remove: () => undefined }),
    body: { append: (el: { textContent: string }) => appended.push(el) },
  };
  const fakeFetch = async () => ({ json: async () => states.shift() });
  const fakeSetTimeout = (fn: () => Promise<void>) => void (next = fn);
  const location = { pathname, reload: () => void reloads++ };
  const run = () => new Function('location', 'document', 'fetch', 'setTimeout', DEV_RELOAD_SCRIPT)(location, fakeDocument, fakeFetch, fakeSetTimeout);
  return {
    async start(state: State) {
      states.push(state);
      // The script's first poll runs at once: let it finish.
      run();
      await new Promise((r) => setTimeout(r, 0));
    },
    async step(state: State) {
      states.push(state);
      const fn = next;
      next = undefined;
      await fn?.();
    },
    reloads: () => reloads,
    shown: () => appended.map((a) => a.textContent),
  };
}

describe('the dev reload script', () => {
  it('reloads an English page when English changes, and not when only Chinese does', async () => {
    const en = page('/x/react-data-grid/sorting');
    await en.start({ version: 1, locales: { en: 1, zh: 1 } });
    await en.step({ version: 1, locales: { en: 1, zh: 1 } });
    expect(en.reloads()).toBe(0);
    await en.step({ version: 2, locales: { en: 2, zh: 1 } });
    expect(en.reloads()).toBe(1);

    const stay = page('/x/react-data-grid/sorting');
    await stay.start({ version: 2, locales: { en: 2, zh: 1 } });
    await stay.step({ version: 3, locales: { en: 2, zh: 3 } });
    expect(stay.reloads()).toBe(0);
  });

  it('reloads a Chinese page when Chinese changes, not when English does', async () => {
    const zh = page('/zh/x/react-data-grid/sorting');
    await zh.start({ version: 1, locales: { en: 1, zh: 1 } });
    await zh.step({ version: 2, locales: { en: 2, zh: 1 } });
    expect(zh.reloads()).toBe(0);
    await zh.step({ version: 3, locales: { en: 2, zh: 3 } });
    expect(zh.reloads()).toBe(1);
  });

  it('follows the plain version of a state without locales, and shows an error without reloading', async () => {
    const p = page('/x/introduction');
    await p.start({ version: 4 });
    await p.step({ version: 4, error: 'content/pages/introduction/index.md:3: broken link', locales: { en: 4, zh: 4 } });
    expect(p.reloads()).toBe(0);
    expect(p.shown().join('')).toContain('broken link');
    await p.step({ version: 5 });
    expect(p.reloads()).toBe(1);
  });
});
