/** `<page>.md`: a page as markdown, for AI assistants. */
import type { Locale } from '../lib/constants';
import { CONTENT_VERSION } from './site';
import { StoreUnavailable, getPage } from './store';

/** Serves the markdown of a page record, 404 when there is none. */
export async function serveMarkdown(env: Env, locale: Locale, contentPath: string): Promise<Response> {
  try {
    const record = await getPage(env.PAGES, CONTENT_VERSION, locale, contentPath);
    if (!record) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    const text = `# ${record.title}\n\n${record.description}\n\n${record.markdown ?? ''}\n`;
    return new Response(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300' } });
  } catch (e) {
    if (!(e instanceof StoreUnavailable)) throw e;
    return new Response('The documentation store did not answer. Please retry.\n', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' } });
  }
}
