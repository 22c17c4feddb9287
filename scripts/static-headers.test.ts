/**
 * public/_headers: the headers Workers Static Assets adds to static files
 * (served before the worker runs, so worker/headers.ts never sees them).
 * HSTS must reach them on the production host exactly as the worker sends
 * it on its own answers: same host (PRODUCTION_HOST in wrangler.toml),
 * same value (HSTS in worker/headers.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HSTS } from '../worker/headers';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** The rules of a `_headers` file: URL pattern -> header name (lower case) -> value. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (m && current) current.set(m[1]!.toLowerCase(), m[2]!.trim());
  }
  return rules;
}

describe('public/_headers', () => {
  const rules = parseHeaders(readFileSync(join(ROOT, 'public', '_headers'), 'utf8'));
  const host = /^PRODUCTION_HOST\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))?.[1];

  it('sends the worker HSTS on every static file of the production host, and only there', () => {
    expect(host).toBe('mui.com');
    expect(rules.get(`https://${host}/*`)?.get('strict-transport-security')).toBe(HSTS);
    const elsewhere = [...rules].filter(([pattern, h]) => h.has('strict-transport-security') && pattern !== `https://${host}/*`);
    expect(elsewhere).toEqual([]);
  });

  it('keeps nosniff on every static file', () => {
    expect(rules.get('/*')?.get('x-content-type-options')).toBe('nosniff');
  });
});
