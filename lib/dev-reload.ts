/**
 * The open tab's side of `npm start` (served by worker/dev.ts as
 * `/__dev/reload.js`), kept apart from the worker so that a Node test can
 * run it against a fake page (lib/dev-reload.test.ts).
 */
/**
 * The page side: polls every 100 ms while visible. On a new version of its
 * locale it fetches the page and swaps the prose that changed in place
 * (`article.page .body`'s children between the unchanged first and last
 * ones), so the demos stay mounted and the reading position stays; it
 * reloads instead when anything else changed (title, description, table of
 * contents, a demo, the number of blocks the client has rendered) or the
 * swap is not possible. On an error it shows the message (as text) in an
 * overlay.
 */
export const DEV_RELOAD_SCRIPT = `(() => {
  let seen;
  let box;
  // The server's HTML of the version shown: what a new version is compared with.
  let base;
  const show = (message) => {
    if (!box) {
      box = document.createElement('pre');
      box.setAttribute('role', 'alert');
      box.setAttribute('data-dev-error', '');
      box.style.cssText = 'position:fixed;inset:auto 16px 16px 16px;z-index:99999;max-height:50vh;overflow:auto;margin:0;padding:16px;border-radius:8px;background:#2b0b0b;color:#ffd7d7;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;box-shadow:0 8px 24px rgba(0,0,0,.4)';
      document.body.append(box);
    }
    box.textContent = 'Build failed: the server keeps serving the last good build.\\n\\n' + message;
  };
  const fetchPage = async () => new DOMParser().parseFromString(await (await fetch(location.href, { cache: 'no-store' })).text(), 'text/html');
  const BODY = 'article.page > .body';
  const DEMO = '[data-demo]';
  const same = (a, b) => (a ? a.outerHTML : '') === (b ? b.outerHTML : '');
  // Everything of the page but the prose body: the body emptied in a copy of the article.
  const frame = (doc) => {
    const article = doc.querySelector('article.page');
    if (!article) return undefined;
    const copy = article.cloneNode(true);
    copy.querySelector('.body')?.replaceChildren();
    return copy;
  };
  const hasDemo = (els) => els.some((el) => el.matches(DEMO) || el.querySelector(DEMO));
  /** Swaps the changed prose of \`next\` into the page; false when only a reload can show it. */
  const swap = (next) => {
    const live = document.querySelector(BODY);
    const before = base && base.querySelector(BODY);
    const after = next.querySelector(BODY);
    if (!live || !before || !after) return false;
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
    const anchor = tail ? l[l.length - tail] : null;
    for (const el of removed) el.remove();
    for (const el of added) live.insertBefore(document.importNode(el, true), anchor);
    base = next;
    document.documentElement.setAttribute('data-dev-swapped', String(Number(document.documentElement.getAttribute('data-dev-swapped') || 0) + 1));
    return true;
  };
  // This page's locale: a one-page rebuild publishes each locale as soon as its pages are written.
  const locale = location.pathname === '/zh' || location.pathname.startsWith('/zh/') ? 'zh' : 'en';
  const poll = async () => {
    if (document.visibilityState === 'visible') {
      try {
        const state = await (await fetch('/__dev/state', { cache: 'no-store' })).json();
        const mine = (state.locales && state.locales[locale]) || state.version;
        if (seen === undefined) {
          seen = mine;
          base = await fetchPage().catch(() => undefined);
        }
        if (state.error) show(state.error);
        else if (mine !== seen) {
          let swapped = false;
          try {
            swapped = swap(await fetchPage());
          } catch {}
          if (!swapped) return location.reload();
          seen = mine;
        }
        if (!state.error && box) { box.remove(); box = undefined; }
      } catch {}
    }
    setTimeout(poll, 100);
  };
  poll();
})();`;
