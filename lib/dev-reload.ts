/**
 * The open tab's side of `npm start` (served by worker/dev.ts as
 * `/__dev/reload.js`), kept apart from the worker so that a Node test can
 * run it against a fake page (lib/dev-reload.test.ts).
 */
/**
 * The page side: polls every 250 ms while visible. On a new version it
 * reloads; on an error it shows the message (as text) in an overlay.
 */
export const DEV_RELOAD_SCRIPT = `(() => {
  let seen;
  let box;
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
  // This page's locale: a one-page rebuild publishes each locale as soon as its pages are written.
  const locale = location.pathname === '/zh' || location.pathname.startsWith('/zh/') ? 'zh' : 'en';
  const poll = async () => {
    if (document.visibilityState === 'visible') {
      try {
        const state = await (await fetch('/__dev/state', { cache: 'no-store' })).json();
        const mine = (state.locales && state.locales[locale]) || state.version;
        if (seen === undefined) seen = mine;
        if (state.error) show(state.error);
        else if (mine !== seen) return location.reload();
        else if (box) { box.remove(); box = undefined; }
      } catch {}
    }
    setTimeout(poll, 250);
  };
  poll();
})();`;
