/**
 * The page the service worker answers with when the network is gone and
 * the page was never read: says so, and lists the pages that can be read
 * offline, by title. Built from our own text; every path and title is escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A saved page: its path, and its title when the saved copy has one. */
export interface SavedPage {
  path: string;
  title?: string | undefined;
}

/**
 * The offline page: the saved pages listed by their titles (the address
 * when a copy has no title).
 * @example offlinePage({ requested: '/x/introduction', cached: [{ path: '/x/introduction/installation', title: 'Installation - MUI X' }] })
 */
export function offlinePage(input: { requested: string; cached: readonly (string | SavedPage)[] }): string {
  const requested = localPath(input.requested);
  const items = input.cached
    .slice(0, 50)
    .map((c) => (typeof c === 'string' ? { path: c } : c))
    .map(({ path, title }) => {
      const href = localPath(path);
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(title?.trim() || decodeSafe(href))}</a></li>`;
    })
    .join('');
  const list = items ? `<h2>Pages you can read offline</h2><ul>${items}</ul>` : '<p>No page has been saved for offline reading yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Offline - MUI X</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1c2025}a{color:#0073e6}@media (prefers-color-scheme:dark){body{background:#0b0d0e;color:#e5eaf2}a{color:#66b2ff}}</style></head><body data-offline-page><h1>You are offline</h1><p>This page (<code>${escapeHtml(decodeSafe(requested))}</code>) has not been saved on this device. It will load once you are back online: <a href="${escapeHtml(requested)}">try again</a>.</p>${list}</body></html>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The `<title>` of a saved page's HTML, read from its first 64 KB; undefined without one. */
export async function titleOf(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  const decoder = new TextDecoder();
  let head = '';
  while (head.length < 65_536 && !head.includes('</title>')) {
    const { done, value } = await reader.read();
    if (done) break;
    head += decoder.decode(value, { stream: true });
  }
  void reader.cancel().catch(() => undefined);
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(head);
  return m ? m[1]!.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!) : undefined;
}

/** A same-site path: one leading slash, so `//host` can never become a link elsewhere. */
function localPath(path: string): string {
  return `/${path.replace(/^[\\/]+/, '')}`;
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
