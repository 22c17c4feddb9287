/**
 * Entry of the playground page (`/x/playground/<demo id>`): mounts the one
 * demo at once, without the docs shell and without the docs theme wrapper.
 * The styling comes from the URL hash, then the codeStyling cookie.
 */
import { resolveCodeStyling } from '../../lib/preferences';
import type { PlaygroundConfig } from '../../lib/client-config';
import type { CodeStyling } from '../../lib/page-record';
import { readCookie } from '../cookies';
import { mountDemo } from './runtime';

function readConfig(): PlaygroundConfig | undefined {
  try {
    return JSON.parse(document.getElementById('docs-config')?.textContent ?? '') as PlaygroundConfig;
  } catch {
    return undefined;
  }
}

function start(): void {
  const config = readConfig();
  const container = document.querySelector<HTMLElement>('[data-playground]');
  if (!config || !container) return;
  const wanted = resolveCodeStyling({ hash: location.hash, stored: readCookie('codeStyling') });
  const styling: CodeStyling = config.chunks[wanted] ? wanted : 'system';
  const chunk = config.chunks[styling];
  if (!chunk) return;
  mountDemo(container, { chunk, css: config.styles?.[styling], plan: Boolean(config.plan), licenseKey: config.licenseKey || undefined, themed: false });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
