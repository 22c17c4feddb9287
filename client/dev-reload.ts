/**
 * `npm start` only: the open tab's side of the authoring loop, served by
 * worker/dev.ts as `/__dev/reload.js` (bundled by scripts/build-inline.ts
 * into worker/generated/dev-reload.json, which only worker/dev.ts imports,
 * and a production worker leaves worker/dev.ts out).
 *
 * It polls `/__dev/state` every 100 ms while the tab is visible. On a new
 * version of its locale it fetches the page and swaps the prose that changed
 * in place (`article.page .body`'s children between the unchanged first and
 * last ones), so the demos stay mounted and the reading position stays; it
 * reloads instead when anything else changed (title, description, table of
 * contents, a demo, the number of blocks the client has rendered) or the
 * swap is not possible. On a build error it shows the message (as text) in
 * an overlay. Tested in Chromium: tests/e2e/dev-reload.spec.ts.
 */

interface DevState {
  version: number;
  error?: string;
  locales?: Record<string, number>;
}

const BODY = 'article.page > .body';
const DEMO = '[data-demo]';

let seen: number | undefined;
let box: HTMLElement | undefined;
/** The server's HTML of the version shown: what a new version is compared with. */
let base: Document | undefined;

function show(message: string): void {
  if (!box) {
    box = document.createElement('pre');
    box.setAttribute('role', 'alert');
    box.setAttribute('data-dev-error', '');
    box.style.cssText =
      'position:fixed;inset:auto 16px 16px 16px;z-index:99999;max-height:50vh;overflow:auto;margin:0;padding:16px;border-radius:8px;background:#2b0b0b;color:#ffd7d7;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;box-shadow:0 8px 24px rgba(0,0,0,.4)';
    document.body.append(box);
  }
  box.textContent = `Build failed: the server keeps serving the last good build.\n\n${message}`;
}

async function fetchPage(): Promise<Document> {
  return new DOMParser().parseFromString(await (await fetch(location.href, { cache: 'no-store' })).text(), 'text/html');
}

const same = (a: Element | null | undefined, b: Element | null | undefined) => (a ? a.outerHTML : '') === (b ? b.outerHTML : '');

/** Everything of the page but the prose body: the body emptied in a copy of the article. */
function frame(doc: Document): Element | undefined {
  const article = doc.querySelector('article.page');
  if (!article) return undefined;
  const copy = article.cloneNode(true) as Element;
  copy.querySelector('.body')?.replaceChildren();
  return copy;
}

const hasDemo = (els: Element[]) => els.some((el) => el.matches(DEMO) || el.querySelector(DEMO));

/** Swaps the changed prose of `next` into the page; false when only a reload can show it. */
function swap(next: Document): boolean {
  const live = document.querySelector(BODY);
  const before = base?.querySelector(BODY);
  const after = next.querySelector(BODY);
  if (!base || !live || !before || !after) return false;
  if (base.title !== next.title || !same(frame(base), frame(next)) || !same(base.querySelector('nav.toc'), next.querySelector('nav.toc'))) return false;
  const a = [...before.children];
  const b = [...after.children];
  const l = [...live.children];
  if (l.length !== a.length) return false;
  let head = 0;
  while (head < a.length && head < b.length && same(a[head], b[head])) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && same(a[a.length - 1 - tail], b[b.length - 1 - tail])) tail++;
  const removed = l.slice(head, l.length - tail);
  const added = b.slice(head, b.length - tail);
  if (hasDemo(a.slice(head, a.length - tail)) || hasDemo(removed) || hasDemo(added)) return false;
  const anchor = tail ? l[l.length - tail]! : null;
  for (const el of removed) el.remove();
  for (const el of added) live.insertBefore(document.importNode(el, true), anchor);
  base = next;
  const html = document.documentElement;
  html.setAttribute('data-dev-swapped', String(Number(html.getAttribute('data-dev-swapped') || 0) + 1));
  return true;
}

/** This page's locale: a one-page rebuild publishes each locale as soon as its pages are written. */
const locale = location.pathname === '/zh' || location.pathname.startsWith('/zh/') ? 'zh' : 'en';

async function poll(): Promise<void> {
  if (document.visibilityState === 'visible') {
    try {
      const state = (await (await fetch('/__dev/state', { cache: 'no-store' })).json()) as DevState;
      const mine = state.locales?.[locale] || state.version;
      if (seen === undefined) {
        seen = mine;
        base = await fetchPage().catch(() => undefined);
      }
      if (state.error) show(state.error);
      else if (mine !== seen) {
        let swapped = false;
        try {
          swapped = swap(await fetchPage());
        } catch {
          // A page that does not parse: reload below.
        }
        if (!swapped) return location.reload();
        seen = mine;
      }
      if (!state.error && box) {
        box.remove();
        box = undefined;
      }
    } catch {
      // The server is restarting: the next poll tries again.
    }
  }
  setTimeout(poll, 100);
}

void poll();
