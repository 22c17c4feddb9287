/**
 * `/x/playground/<demo id>`: one demo alone on a bare page, without the docs
 * shell and theme wrapper, marked noindex (for iframes and visual tests).
 * client/demos/playground.ts mounts it from the config below; the licence
 * key is only handed to Pro / Premium demos.
 */
import type { PlaygroundConfig } from '../lib/client-config';
import type { Locale } from '../lib/constants';
import { escapeHtml } from '../lib/html';
import { scriptJson } from '../ui/Document';
import { htmlHeaders } from './headers';
import { ASSETS, KV_PREFIX } from './site';
import { plainErrorPage } from './errors';
import { RecordInvalid, StoreUnavailable, getDemo, reportInvalid } from './store';
import { readVars } from './vars';
import { logFailure } from './log';

/** Renders the playground page of a demo. */
export async function servePlayground(env: Env & { MUI_X_LICENSE_KEY?: string }, locale: Locale, demoId: string): Promise<Response> {
  let demo;
  try {
    demo = await getDemo(env.PAGES, KV_PREFIX, demoId);
  } catch (e) {
    if (e instanceof StoreUnavailable) {
      logFailure(e);
      return plainErrorPage(503);
    }
    if (e instanceof RecordInvalid) {
      reportInvalid(e);
      return plainErrorPage(500, { message: 'This demo could not be loaded.' });
    }
    throw e;
  }
  if (!demo) return plainErrorPage(404, { message: 'No such demo.' });
  const headers = htmlHeaders(readVars(env));
  const config = scriptJson({
    demo: demo.id,
    chunks: demo.chunks,
    styles: demo.styles ?? {},
    ...(demo.plan ? { plan: demo.plan } : {}),
    licenseKey: demo.plan ? (env.MUI_X_LICENSE_KEY ?? '') : '',
  } satisfies PlaygroundConfig);
  const scripts = ASSETS.playgroundScripts.map((src) => `<script type="module" src="${escapeHtml(src)}" async></script>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(demo.file)} - playground</title><script id="docs-config" type="application/json">${config}</script>${scripts}</head><body style="margin:0"><div data-playground data-demo="${escapeHtml(demo.id)}" style="min-height:${demo.height}px"></div></body></html>`;
  return new Response(html, { headers: { ...headers, 'Cache-Control': 'public, max-age=300' } });
}
